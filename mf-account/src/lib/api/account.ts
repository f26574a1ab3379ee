import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import type {
  Account,
  Address,
  AddressFields,
  EventBus,
  GetAccountResponse,
} from '@specify/contracts';
import { actionKey, useAction, useActionMarket, useMutationAction } from '@specify/ui/api';

/**
 * The account actions, one typed hook each (CONVENTIONS 4): screens call these and never name an
 * action. The mount's ActionProvider gives them their market and cache.
 */

/** Who is signed in (`account/getAccount`). */
export const useAccount = () => useAction('account/getAccount');

/**
 * Signing in or out elsewhere (the sign-in dialog is its own mount) changes whose account, cart and
 * orders every read answers with: they are all read again (storefront §4, login and logout refresh
 * the account, cart and wishlist), so the page in view follows without a reload. When the
 * signed-in account changed, whose account this is stays unknown until it is read again, so
 * nothing acts on the old one meanwhile (Check out clicked the moment the sign-in dialog closes
 * must not ask to sign in again); a saved profile keeps its account.
 */
export function useRefreshOnSessionChange(bus: EventBus) {
  const { mutate } = useSWRConfig();
  const market = useActionMarket();
  useEffect(
    () =>
      bus.subscribe('auth:changed', ({ session }) => {
        const signedIn = session.status === 'authenticated' ? session.account.accountId : null;
        void mutate(actionKey('account/getAccount', market), (current?: GetAccountResponse) =>
          (current?.loggedIn ? current.account.accountId : null) === signedIn ? current : undefined,
        );
        void mutate(() => true);
      }),
    [bus, market, mutate],
  );
}

export const useResendVerification = () => useMutationAction('account/resendEmailVerification');
export const useRequestPasswordReset = () => useMutationAction('account/requestResetPassword');
/**
 * Saves the profile; its answer, the whole account, replaces the cached one at once, so a page the
 * user goes on to (My Account after the company details) shows what was saved, not the account
 * from before.
 */
export function useUpdateProfile() {
  const market = useActionMarket();
  const { mutate } = useSWRConfig();
  return useMutationAction('account/update', {
    onSuccess: (account) =>
      void mutate(
        actionKey('account/getAccount', market),
        { loggedIn: true, account },
        { revalidate: false },
      ),
  });
}
export const useDeleteAccount = () => useMutationAction('account/deleteAccount');

/*
 * Account events (storefront §1, §4): each success below pushes its analytics event, under the
 * GA4 name where GA4 has one (`login`, `sign_up`) and in the same snake_case where it has none.
 * Logging out is the shell's (its account menu), so `logout` is sent there.
 */

/** Signs in; a sign-in that only reminds the visitor to verify the email is not a login. */
export const useLogin = (bus: EventBus) =>
  useMutationAction('account/login', {
    onSuccess: (response) => {
      if (response.loginStatusCode === 'OK')
        bus.publish('analytics:event', { event: 'login', params: { method: 'email' } });
    },
  });

export const useRegister = (bus: EventBus) =>
  useMutationAction('account/register', {
    onSuccess: () =>
      bus.publish('analytics:event', { event: 'sign_up', params: { method: 'email' } }),
  });

/** The verification link's token, confirmed. */
export const useConfirmEmail = (bus: EventBus) =>
  useMutationAction('account/confirm', {
    onSuccess: () => bus.publish('analytics:event', { event: 'email_confirmed' }),
  });

/** A new password from a reset link. */
export const useResetPassword = (bus: EventBus) =>
  useMutationAction('account/resetPassword', {
    onSuccess: () => bus.publish('analytics:event', { event: 'password_reset' }),
  });

/** A new password in My Account, with the current one. */
export const useChangePassword = (bus: EventBus) =>
  useMutationAction('account/changePassword', {
    onSuccess: () => bus.publish('analytics:event', { event: 'password_change' }),
  });

/** The account event each address change sends (storefront §4 "Account events"). */
export type AddressEvent =
  | 'address_add'
  | 'address_update'
  | 'address_remove'
  | 'address_default_shipping'
  | 'address_default_billing';

/**
 * The address book's writes. Each answers with the whole account, which replaces the cached one
 * (no second read), and sends its account event; a failure is rethrown for the screen to show.
 */
export function useAddresses(bus: EventBus) {
  const market = useActionMarket();
  const { mutate } = useSWRConfig();
  const add = useMutationAction('account/addAddress');
  const update = useMutationAction('account/updateAddress');
  const remove = useMutationAction('account/removeAddress');
  const defaultShipping = useMutationAction('account/setDefaultShippingAddress');
  const defaultBilling = useMutationAction('account/setDefaultBillingAddress');

  async function settle(call: Promise<Account>, event: AddressEvent): Promise<Account> {
    const account = await call;
    await mutate(
      actionKey('account/getAccount', market),
      { loggedIn: true, account },
      { revalidate: false },
    );
    bus.publish('analytics:event', { event });
    return account;
  }

  return {
    add: (address: AddressFields) => settle(add.trigger({ address }), 'address_add'),
    update: (address: Address, fields: AddressFields) =>
      settle(
        update.trigger({ address: { ...fields, addressId: address.addressId } }),
        'address_update',
      ),
    remove: (address: Address) =>
      settle(remove.trigger({ addressId: address.addressId }), 'address_remove'),
    setDefaultShipping: (address: Address) =>
      settle(defaultShipping.trigger({ addressId: address.addressId }), 'address_default_shipping'),
    setDefaultBilling: (address: Address) =>
      settle(defaultBilling.trigger({ addressId: address.addressId }), 'address_default_billing'),
  };
}
