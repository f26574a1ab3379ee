import type { MountProps, RouteName } from '@specify/contracts';
import { RemoteRouter, RemoteRoutes } from '@specify/ui';

const TITLES: Partial<Record<RouteName, string>> = {
  cart: 'Cart',
  wishlist: 'Wishlist',
  myAccount: 'My account',
  login: 'Log in',
  companyRegistration: 'Company registration',
  verify: 'Verify your email',
  passwordResetConfirm: 'Password reset sent',
  resetPassword: 'Reset password',
  confirmEmail: 'Confirm email',
};

export function AccountRoot({ market }: MountProps) {
  return (
    <RemoteRouter>
      <RemoteRoutes remote="mf-account" fallbackMarket={market} titles={TITLES} />
    </RemoteRouter>
  );
}
