import { Navigate } from 'react-router-dom';
import { navigateToUrl } from 'single-spa';
import { href, type EventBus, type Market } from '@specify/contracts';
import { Spinner } from '@specify/ui';
import { ProfileForm } from '../features/profile/components/profile-form';
import { useMessages } from '../i18n/messages';
import { useAccount } from '../lib/api/account';

/** `/company-registration`: a signed-in user without company details completes them here. */
export function CompanyRegistrationPage({ bus, market }: { bus: EventBus; market: Market }) {
  const t = useMessages();
  const { data } = useAccount();
  if (!data) return <Spinner label={t('loading')} />;
  if (!data.loggedIn) return <Navigate replace to="/" />;
  return (
    <section aria-labelledby="registration-title" className="account-page account-page--wide">
      <h1 id="registration-title">{t('registration.title')}</h1>
      <p className="account-form__intro">{t('registration.intro')}</p>
      <ProfileForm
        account={data.account}
        market={market}
        bus={bus}
        onSaved={() => navigateToUrl(href('myAccount', market))}
      />
    </section>
  );
}
