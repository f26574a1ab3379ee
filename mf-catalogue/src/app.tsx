import type { MountProps } from '@specify/contracts';
import { createRemoteLifecycles } from '@specify/ui';
import { prefetchSearchKey } from './features/search-client/api/get-search-key';

const lifecycles = createRemoteLifecycles({
  remote: 'mf-catalogue',
  loadRoot: () => import('./root').then((module) => module.CatalogueRoot),
});

export const { bootstrap, unmount } = lifecycles;

/** Mounts the root; the session's search key is requested alongside the root's lazy chunk. */
export const mount = (props: MountProps) => {
  prefetchSearchKey(props.market);
  const mountRoot = lifecycles.mount as (props: MountProps) => Promise<unknown>;
  return mountRoot(props);
};
