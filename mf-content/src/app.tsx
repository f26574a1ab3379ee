import { createRemoteLifecycles } from '@specify/ui';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  remote: 'mf-content',
  loadRoot: () => import('./root').then((module) => module.ContentRoot),
});
