import { setupWorker } from 'msw/browser';
import { startStandalone } from '@specify/ui/harness';
import * as lifecycles from '../app';
import { accountHandlers, signInAsHarnessKind } from '../testing/account-handlers';
import { commerceHandlers } from '../testing/commerce-handlers';

// The harness runs on MSW fixtures: the account, cart, orders and wishlist actions, for the user
// the session switch picks (visitor, trade, incomplete, internal); sign in as
// unverified@example.com to see the unverified path. Password: Specify#2026.
const worker = setupWorker(...accountHandlers, ...commerceHandlers);

void worker
  .start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
  .then(() =>
    startStandalone({
      remote: 'mf-account',
      lifecycles,
      onSessionChange: signInAsHarnessKind,
      links: [
        { label: 'Cart', path: '/cart' },
        { label: 'Wishlist', path: '/wishlist' },
        { label: 'My account', path: '/my-account' },
        { label: 'Company registration', path: '/company-registration' },
        { label: 'Sign in', path: '/login' },
      ],
    }),
  );
