import { createRemoteLifecycles } from '@specify/ui';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  remote: 'mf-product',
  loadRoot: () => import('./root').then((module) => module.ProductRoot),
});
