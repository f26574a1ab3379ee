import { navigateToUrl } from 'single-spa';
import { href, safeReturnPath, type EventBus, type Market } from '@specify/contracts';
import { Redirect, Spinner, usePageLocation } from '@specify/ui';
import { ProfileForm } from '../features/profile/components/profile-form';
import { useMessages } from '../i18n/messages';
import { useAccount } from '../lib/api/account';
import { useDocumentMeta } from '@specify/ui/document-meta';
import { pageTitle } from '@specify/contracts/composition/page-head';

/**
 * `/company-registration`: a signed-in user without company details completes them here, then goes
 * on where they were going (`?returnTo=`, a path of this site) or to My Account, told the details
 * were saved.
 */
export function CompanyRegistrationPage({ bus, market }: { bus: EventBus; market: Market }) {
  const t = useMessages();
  useDocumentMeta(pageTitle(t('registration.title')), undefined);
  const { data } = useAccount();
  const { search } = usePageLocation();
  const returnTo = safeReturnPath(
    new URLSearchParams(search).get('returnTo') ?? undefined,
    window.location.origin,
  );
  if (!data) return <Spinner label={t('loading')} />;
  if (!data.loggedIn) return <Redirect to="/" />;
  return (
    <section aria-labelledby="registration-title" className="account-page account-page--wide">
      <h1 id="registration-title">{t('registration.title')}</h1>
      <p className="account-form__intro">{t('registration.intro')}</p>
      <ProfileForm
        account={data.account}
        market={market}
        bus={bus}
        onSaved={() => {
          bus.publish('toast:show', { tone: 'success', message: t('profile.saved') });
          navigateToUrl(returnTo ?? href('myAccount', market));
        }}
      />
    </section>
  );
}
