import { startStandalone } from '@specify/ui/harness';
import * as lifecycles from '../app';

startStandalone({
  remote: 'mf-catalogue',
  lifecycles,
  links: [
    { label: 'Tapware', path: '/products/tapware/' },
    { label: 'Basin mixers', path: '/products/tapware/basin-mixers' },
    { label: 'Search', path: '/search?query=basin' },
    { label: 'Brand', path: '/brands/methven/' },
    { label: 'Sector 101', path: '/sectors/101' },
    { label: 'BIM library', path: '/tools-resources/bim-library/' },
  ],
});
