import { createRemoteLifecycles } from '@specify/ui';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  remote: 'mf-account',
  loadRoot: () => import('./root').then((module) => module.AccountRoot),
});
