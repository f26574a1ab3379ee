import { startStandalone } from '@specify/ui/harness';
import * as lifecycles from '../app';

startStandalone({
  remote: 'mf-account',
  lifecycles,
  links: [
    { label: 'Cart', path: '/cart' },
    { label: 'Wishlist', path: '/wishlist' },
    { label: 'My account', path: '/my-account' },
  ],
});
