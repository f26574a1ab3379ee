import { createRemoteLifecycles } from '@specify/ui';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  remote: 'mf-project-builder',
  loadRoot: () => import('./root').then((module) => module.ProjectBuilderRoot),
});
