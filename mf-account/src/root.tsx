import { Provider as StateProvider } from 'jotai';
import { matchRoute, type EventBus, type MountProps } from '@specify/contracts';
import { usePageLocation } from '@specify/ui';
import { ActionProvider } from '@specify/ui/api';
import { MessagesProvider } from './i18n/messages';
import { useRefreshOnSessionChange } from './lib/api/account';
import { CartPage } from './routes/cart-page';
import { CheckoutPage } from './routes/checkout-page';
import { CompanyRegistrationPage } from './routes/company-registration-page';
import { ConfirmEmailPage } from './routes/confirm-email-page';
import { MyAccountPage } from './routes/my-account-page';
import { MyOrderPage } from './routes/my-order-page';
import { MyOrdersPage } from './routes/my-orders-page';
import { LoginPage } from './routes/login-page';
import { PasswordResetConfirmPage } from './routes/password-reset-confirm-page';
import { ResetPasswordPage } from './routes/reset-password-page';
import { VerifyPage } from './routes/verify-page';
import { WishlistPage } from './routes/wishlist-page';
import './account.css';

function AccountScreens({ market, bus }: MountProps) {
  const location = usePageLocation();
  const route = matchRoute(location.pathname, market);
  if (!route || route.owner !== 'mf-account') return null;
  const routeMarket = route.market;
  switch (route.name) {
    case 'login':
      return <LoginPage bus={bus} market={routeMarket} />;
    case 'verify':
      return <VerifyPage />;
    case 'passwordResetConfirm':
      return <PasswordResetConfirmPage market={routeMarket} />;
    case 'resetPassword':
      return <ResetPasswordPage bus={bus} market={routeMarket} />;
    case 'confirmEmail':
      return <ConfirmEmailPage bus={bus} />;
    case 'companyRegistration':
      return <CompanyRegistrationPage bus={bus} market={routeMarket} />;
    case 'cart':
      return <CartPage bus={bus} market={routeMarket} />;
    case 'checkout':
      return <CheckoutPage bus={bus} market={routeMarket} />;
    case 'myOrders':
      return <MyOrdersPage bus={bus} market={routeMarket} />;
    case 'myOrder':
      return (
        <MyOrderPage bus={bus} market={routeMarket} orderId={String(route.params.orderId ?? '')} />
      );
    case 'wishlist':
      return <WishlistPage bus={bus} market={routeMarket} />;
    case 'myAccount':
      return <MyAccountPage bus={bus} market={routeMarket} />;
    default:
      // Every route the table gives mf-account has its screen above.
      return null;
  }
}

/** Reads everything again when someone signs in or out elsewhere (lib/api/account). */
function RefreshOnSessionChange({ bus }: { bus: EventBus }) {
  useRefreshOnSessionChange(bus);
  return null;
}

/**
 * The app's root. Local UI state (jotai atoms) gets a store per mount, as server state gets its
 * SWR cache from ActionProvider: a remount (market or session change) or a parcel open beside the
 * app never sees this mount's state.
 */
export function AccountRoot(props: MountProps) {
  return (
    <MessagesProvider market={props.market}>
      <ActionProvider market={props.market}>
        <StateProvider>
          <RefreshOnSessionChange bus={props.bus} />
          <AccountScreens {...props} />
        </StateProvider>
      </ActionProvider>
    </MessagesProvider>
  );
}
