import { startStandalone } from '@specify/ui/harness';
import * as lifecycles from '../app';

startStandalone({
  remote: 'mf-project-builder',
  lifecycles,
  links: [
    { label: 'Dashboard', path: '/project-builder/' },
    { label: 'Create', path: '/project-builder/create' },
    { label: 'Edit', path: '/project-builder/edit?projectId=p1' },
    { label: 'Share summary', path: '/project-builder/share-summary/?projectId=p1&company=Acme' },
  ],
});
