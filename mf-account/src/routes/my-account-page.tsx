import { href, type EventBus, type Market } from '@specify/contracts';
import { PageLink, Redirect, Spinner } from '@specify/ui';
import { useDocumentMeta } from '@specify/ui/document-meta';
import { pageTitle } from '@specify/contracts/composition/page-head';
import { AddressBook } from '../features/addresses/components/address-book';
import { ChangePasswordForm } from '../features/profile/components/change-password-form';
import { DeleteAccount } from '../features/profile/components/delete-account';
import { ProfileForm } from '../features/profile/components/profile-form';
import { useMessages } from '../i18n/messages';
import { useAccount } from '../lib/api/account';

/**
 * `/{locale}/my-account` (storefront §2): the profile form, the link to My orders, addresses,
 * change password and delete account.
 * Logged out goes to /, a user without a first name or a company name to /company-registration.
 */
export function MyAccountPage({ bus, market }: { bus: EventBus; market: Market }) {
  const t = useMessages();
  useDocumentMeta(pageTitle(t('myAccount.title')), undefined);
  const { data } = useAccount();
  if (!data) return <Spinner label={t('loading')} />;
  if (!data.loggedIn) return <Redirect to="/" />;
  if (!data.account.firstName.trim() || !data.account.companyName.trim())
    return <Redirect to={href('companyRegistration', market)} />;
  return (
    <section aria-labelledby="my-account-title" className="account-page account-page--wide">
      <h1 id="my-account-title">{t('myAccount.title')}</h1>
      <section aria-labelledby="details-title" className="account-section">
        <h2 id="details-title">{t('profile.title')}</h2>
        <ProfileForm account={data.account} market={market} bus={bus} />
      </section>
      <section aria-labelledby="my-orders-title" className="account-section">
        <h2 id="my-orders-title">{t('orders.title')}</h2>
        <p className="account-form__intro">{t('orders.linkIntro')}</p>
        <PageLink to={href('myOrders', market)}>{t('orders.link')}</PageLink>
      </section>
      <section aria-labelledby="addresses-title" className="account-section">
        <h2 id="addresses-title">{t('address.title')}</h2>
        <AddressBook account={data.account} market={market} bus={bus} />
      </section>
      <section aria-labelledby="password-title" className="account-section">
        <h2 id="password-title">{t('password.title')}</h2>
        <ChangePasswordForm bus={bus} email={data.account.email} />
      </section>
      <section aria-labelledby="delete-title" className="account-section">
        <h2 id="delete-title">{t('delete.title')}</h2>
        <DeleteAccount bus={bus} email={data.account.email} />
      </section>
    </section>
  );
}
