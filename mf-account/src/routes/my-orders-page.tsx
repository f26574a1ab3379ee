import { href, type EventBus, type Market } from '@specify/contracts';
import { Button, PageLink, requestSignIn, Spinner } from '@specify/ui';
import { useDocumentMeta } from '@specify/ui/document-meta';
import { pageTitle } from '@specify/contracts/composition/page-head';
import { OrderList } from '../features/cart/components/order-list';
import { useMessages } from '../i18n/messages';
import { useAccount } from '../lib/api/account';

/** `/{locale}/my-account/orders`: the signed-in account's orders, each opening its page. */
export function MyOrdersPage({ bus, market }: { bus: EventBus; market: Market }) {
  const t = useMessages();
  useDocumentMeta(pageTitle(t('orders.title')), undefined);
  const { data } = useAccount();
  return (
    <section aria-labelledby="orders-title" className="account-page account-page--wide">
      <p className="account-page__back">
        <PageLink to={href('myAccount', market)}>{t('orders.backToAccount')}</PageLink>
      </p>
      <h1 id="orders-title">{t('orders.title')}</h1>
      {!data ? (
        <Spinner label={t('loading')} />
      ) : data.loggedIn ? (
        <OrderList market={market} />
      ) : (
        <SignInPrompt bus={bus} />
      )}
    </section>
  );
}

/** What an orders page shows a visitor: orders belong to accounts. */
export function SignInPrompt({ bus }: { bus: EventBus }) {
  const t = useMessages();
  return (
    <div className="checkout-step">
      <p>{t('orders.signedOut')}</p>
      <Button onClick={() => requestSignIn(bus)}>{t('checkout.signIn')}</Button>
    </div>
  );
}
