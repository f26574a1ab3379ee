import { createRemoteLifecycles, type LifecycleProps } from '@specify/ui';
import { prefetchSearchKey } from '@specify/ui/search-key';

const lifecycles = createRemoteLifecycles({
  loadRoot: () => import('./root').then((module) => module.CatalogueRoot),
});

export const { bootstrap, unmount } = lifecycles;

/** Mounts the root; the session's search key is requested alongside the root's lazy chunk. */
export const mount = (props: LifecycleProps) => {
  prefetchSearchKey(props.market);
  return lifecycles.mount(props);
};
