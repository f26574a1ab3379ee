import * as addresses from './addresses';
import * as auth from './auth';
import * as profile from './profile';

export const accountActions = [
  auth.login,
  auth.auth0login,
  auth.logout,
  auth.getAccount,
  auth.register,
  auth.confirm,
  auth.resendEmailVerification,
  auth.requestConfirmationEmail,
  profile.update,
  profile.changePassword,
  profile.requestResetPassword,
  profile.resetPassword,
  profile.deleteAccount,
  addresses.addAddress,
  addresses.addShippingAddress,
  addresses.addBillingAddress,
  addresses.updateAddress,
  addresses.removeAddress,
  addresses.setDefaultBillingAddress,
  addresses.setDefaultShippingAddress,
];
