import { createRemoteLifecycles } from '@specify/ui';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  loadRoot: () => import('./root').then((module) => module.ProductRoot),
});
