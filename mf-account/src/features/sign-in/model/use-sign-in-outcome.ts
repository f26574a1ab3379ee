import { navigateToUrl } from 'single-spa';
import {
  href,
  safeReturnPath,
  sessionFromAccountResponse,
  type EventBus,
  type LoginResponse,
  type Market,
} from '@specify/contracts';
import { useMessages } from '../../../i18n/messages';

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
      if (!response.firstName.trim() || !response.companyName.trim()) {
        bus.publish('toast:show', { tone: 'info', message: t('login.incomplete') });
        navigateToUrl(href('companyRegistration', market));
        return;
      }
      bus.publish('toast:show', { tone: 'success', message: t('login.success') });
      const next = safeReturnPath(returnTo, window.location.origin);
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
