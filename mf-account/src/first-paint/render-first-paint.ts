// mf-account's first paint (@specify/contracts/composition/first-paint): no markup (its pages
// depend on who is signed in), only each page's title, in the words its heading and tab use, so
// the page the platform serves is named before any script runs. Built for Node into the release
// (webpack.config.cjs); never part of the browser's bundles.
import type { RouteName } from '@specify/contracts';
import type { RenderFirstPaint } from '@specify/contracts/composition/first-paint';
import { pageTitle } from '@specify/contracts/composition/page-head';
import { messagesOf, type MessageId } from '../i18n/messages';

/** The pages' names: the messages each page sets its tab from (routes/*-page.tsx). */
export const ACCOUNT_PAGE_NAMES: Partial<Record<RouteName, MessageId>> = {
  cart: 'cart.title',
  checkout: 'checkout.title',
  wishlist: 'wishlist.title',
  myAccount: 'myAccount.title',
  myOrders: 'orders.title',
  login: 'page.login',
  companyRegistration: 'registration.title',
  verify: 'verify.title',
  passwordResetConfirm: 'reset.sentTitle',
  resetPassword: 'reset.newTitle',
  confirmEmail: 'confirm.title',
};

export const renderFirstPaint: RenderFirstPaint = async ({ route, market }) => {
  const name = ACCOUNT_PAGE_NAMES[route];
  return name && { title: pageTitle(messagesOf(market)(name)) };
};
