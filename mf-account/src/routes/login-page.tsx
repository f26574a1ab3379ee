import { usePageLocation } from '@specify/ui';
import { useDocumentMeta } from '@specify/ui/document-meta';
import { pageTitle } from '@specify/contracts/composition/page-head';
import { href, safeReturnPath, type EventBus, type Market } from '@specify/contracts';
import { SignInPanel } from '../features/sign-in/components/sign-in-panel';
import { useSignInOutcome } from '../features/sign-in/model/use-sign-in-outcome';
import { useMessages } from '../i18n/messages';

/**
 * `/login`: the sign-in form as a page; `?returnTo=` says where to go next, when it is a path of
 * this site (the home otherwise).
 */
export function LoginPage({ bus, market }: { bus: EventBus; market: Market }) {
  const t = useMessages();
  useDocumentMeta(pageTitle(t('page.login')), undefined);
  const location = usePageLocation();
  const returnTo =
    safeReturnPath(new URLSearchParams(location.search).get('returnTo'), window.location.origin) ??
    href('home', market);
  const outcome = useSignInOutcome({ bus, market, returnTo, onDone: () => undefined });
  return (
    <section aria-labelledby="login-title" className="account-page">
      <h1 id="login-title">{t('page.login')}</h1>
      <SignInPanel
        bus={bus}
        onSignedIn={outcome.signedIn}
        onRegistered={outcome.registered}
        onResetSent={outcome.resetSent}
      />
    </section>
  );
}
