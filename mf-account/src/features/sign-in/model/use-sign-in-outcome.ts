import { navigateToUrl } from 'single-spa';
import {
  href,
  matchRoute,
  safeReturnPath,
  sessionFromAccountResponse,
  type EventBus,
  type LoginResponse,
  type Market,
} from '@specify/contracts';
import { useMessages } from '../../../i18n/messages';

/** The sign-in and account-link pages: never where a user is sent on to after the details. */
const SIGN_IN_PAGES = new Set([
  'login',
  'companyRegistration',
  'verify',
  'passwordResetConfirm',
  'resetPassword',
  'confirmEmail',
]);

function isSignInPage(path: string, market: Market): boolean {
  const name = matchRoute(new URL(path, window.location.origin).pathname, market)?.name;
  return name === undefined || SIGN_IN_PAGES.has(name);
}

/**
 * What follows each step of the sign-in panel (storefront §4): the session goes out as
 * `auth:changed` so every remote and the header update without a reload; an incomplete profile
 * goes to /company-registration; sign-up goes to /verify (the action hooks send the analytics
 * events).
 */
export function useSignInOutcome({
  bus,
  market,
  returnTo,
  onDone,
}: {
  bus: EventBus;
  market: Market;
  returnTo?: string;
  onDone: () => void;
}) {
  const t = useMessages();
  const here = () => window.location.pathname + window.location.search;
  return {
    signedIn(response: LoginResponse) {
      if (response.account)
        bus.publish('auth:changed', {
          session: sessionFromAccountResponse({ loggedIn: true, account: response.account }),
        });
      onDone();
      const next = safeReturnPath(returnTo, window.location.origin);
      if (!response.firstName.trim() || !response.companyName.trim()) {
        bus.publish('toast:show', { tone: 'info', message: t('login.incomplete') });
        // Back where the user was going once the details are saved.
        const goingTo = next ?? here();
        navigateToUrl(
          href(
            'companyRegistration',
            market,
            undefined,
            isSignInPage(goingTo, market) ? {} : { returnTo: goingTo },
          ),
        );
        return;
      }
      bus.publish('toast:show', { tone: 'success', message: t('login.success') });
      if (next && next !== here()) navigateToUrl(next);
    },
    registered(email: string) {
      onDone();
      navigateToUrl(href('verify', market, undefined, { email }));
    },
    resetSent(email: string) {
      onDone();
      navigateToUrl(href('passwordResetConfirm', market, undefined, { email }));
    },
  };
}
