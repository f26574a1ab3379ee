import type { ActionName, ActionRequest } from '../api/actions';
import { answered, refused, same, type BehaviourCase, type BehaviourOutcome } from './suite';

/**
 * The account rules mf-account's screens rely on (storefront §4 sign-in, my account), run
 * against the platform (infra/platform, its real actions) and against mf-account's MSW fake
 * (src/testing/account-handlers.ts), each as tests of its own.
 */

type AccountAction = Extract<ActionName, `account/${string}`>;

/** One browser's session: its calls share a session, another visitor's do not. */
export interface AccountCaller {
  call<N extends AccountAction>(name: N, body: ActionRequest<N>): Promise<BehaviourOutcome<N>>;
}

export interface AccountBackEnd {
  /** A verified trade account of the back end, and its password in clear. */
  trade: { email: string; password: string };
  /** A new visitor, signed out. */
  visitor(): Promise<AccountCaller>;
}

/** Passwords travel base64-encoded (storefront §7 "login"). */
const encoded = (password: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(password)));

async function signedIn(backEnd: AccountBackEnd): Promise<AccountCaller> {
  const caller = await backEnd.visitor();
  const login = answered(
    'login',
    await caller.call('account/login', {
      email: backEnd.trade.email,
      password: encoded(backEnd.trade.password),
    }),
  );
  same('login status', login.loginStatusCode, 'OK');
  return caller;
}

export const ACCOUNT_BEHAVIOUR: readonly BehaviourCase<AccountBackEnd>[] = [
  {
    name: 'a new visitor is signed out',
    async run(backEnd) {
      const visitor = await backEnd.visitor();
      const account = answered('getAccount', await visitor.call('account/getAccount', {}));
      same('signed in', account.loggedIn, false);
    },
  },
  {
    name: 'the right password signs the session in as that account',
    async run(backEnd) {
      const caller = await signedIn(backEnd);
      const account = answered('getAccount', await caller.call('account/getAccount', {}));
      same('signed in', account.loggedIn, true);
      same('email', account.loggedIn ? account.account.email : undefined, backEnd.trade.email);
    },
  },
  {
    name: 'a wrong password is refused without saying whether the email exists',
    async run(backEnd) {
      const visitor = await backEnd.visitor();
      const wrong = await visitor.call('account/login', {
        email: backEnd.trade.email,
        password: encoded(`${backEnd.trade.password}x`),
      });
      refused('a wrong password', wrong, 401, 'error.wrong.email');
      const unknown = await visitor.call('account/login', {
        email: 'nobody-here@example.com',
        password: encoded(backEnd.trade.password),
      });
      refused('an unknown email', unknown, 401, 'error.wrong.email');
    },
  },
  {
    name: 'a phone number that is not digits is refused',
    async run(backEnd) {
      const caller = await signedIn(backEnd);
      refused(
        'update with phone 12ab',
        await caller.call('account/update', { phone: '12ab' }),
        400,
        'error.profile.phone',
      );
    },
  },
  {
    name: 'changing the password needs the current one',
    async run(backEnd) {
      const caller = await signedIn(backEnd);
      const outcome = await caller.call('account/changePassword', {
        oldPassword: encoded(`${backEnd.trade.password}x`),
        newPassword: encoded('Another#2026pass'),
      });
      refused('a wrong current password', outcome, 400, 'error.password.old.wrong');
    },
  },
  {
    name: 'deleting the account needs its password',
    async run(backEnd) {
      const caller = await signedIn(backEnd);
      const outcome = await caller.call('account/deleteAccount', {
        password: encoded(`${backEnd.trade.password}x`),
      });
      refused('a wrong password', outcome, 400, 'error.password.wrong');
      const account = answered('getAccount', await caller.call('account/getAccount', {}));
      same('still signed in', account.loggedIn, true);
    },
  },
  {
    name: 'an address that is not the account’s cannot be made its default',
    async run(backEnd) {
      const caller = await signedIn(backEnd);
      const outcome = await caller.call('account/setDefaultShippingAddress', {
        addressId: 'no-such-address',
      });
      refused('an unknown address', outcome, 404, 'error.address.unknown');
    },
  },
  {
    name: 'signed out, the account’s calls ask for a sign-in',
    async run(backEnd) {
      const visitor = await backEnd.visitor();
      refused(
        'update signed out',
        await visitor.call('account/update', { firstName: 'Tessa' }),
        401,
        'error.auth.required',
      );
      refused(
        'changePassword signed out',
        await visitor.call('account/changePassword', {
          oldPassword: encoded(backEnd.trade.password),
          newPassword: encoded('Another#2026pass'),
        }),
        401,
        'error.auth.required',
      );
      refused(
        'deleteAccount signed out',
        await visitor.call('account/deleteAccount', { password: encoded(backEnd.trade.password) }),
        401,
        'error.auth.required',
      );
    },
  },
];
