import { createRemoteLifecycles } from '@specify/ui';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  remote: 'mf-catalogue',
  loadRoot: () => import('./root').then((module) => module.CatalogueRoot),
});
