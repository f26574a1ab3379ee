import { startStandalone } from '@specify/ui/harness';
import * as lifecycles from '../app';

startStandalone({
  remote: 'mf-product',
  lifecycles,
  links: [
    { label: 'Product', path: '/product/luna-basin-mixer-chrome-LU1234/' },
    { label: 'Product from search', path: '/product/luna-basin-mixer-chrome-LU1234/?sr=1' },
    { label: 'BIM product', path: '/tools-resources/bim-library/luna-basin-mixer-chrome-LU1234' },
  ],
});
