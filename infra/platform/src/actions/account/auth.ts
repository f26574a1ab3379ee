import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  SIGN_UP_EMAIL_PATTERN,
  decodePassword,
  href,
  isStrongPassword,
  isValidEmail,
  VALIDATION_MESSAGES,
  type GetAccountResponse,
  type LoginResponse,
  type Market,
} from '@specify/contracts';
import { accounts, loginFailures } from '../../db/schema';
import { defineAction, type ActionContext } from '../action';
import { rotateCsrfCookie } from '../../kernel/csrf';
import type { AccountRow } from '../../kernel/session';
import { adoptVisitorData } from './adopt-visitor-data';
import { presentAccount } from './present';
import { issueToken, consumeToken } from './tokens';
import { PlatformError } from '../../kernel/platform-error';
import {
  FAILURE_WINDOW_MS,
  customerTypeOf,
  hashPassword,
  passwordMatches,
  signInWaitMs,
} from '../../accounts';

function fail(code: keyof typeof VALIDATION_MESSAGES, statusCode = 400): never {
  throw new PlatformError(statusCode, code, VALIDATION_MESSAGES[code]);
}

export async function findAccountByEmail(
  context: ActionContext,
  email: string,
): Promise<AccountRow | undefined> {
  const [row] = await context.db
    .select()
    .from(accounts)
    .where(eq(accounts.email, email.toLowerCase()))
    .limit(1);
  return row;
}

async function sendVerificationMail(
  context: ActionContext,
  account: AccountRow,
  market: Market,
): Promise<void> {
  const token = await issueToken(context.db, account.accountId, 'verify', context.now());
  const link = `${context.config.publicUrl}${href('confirmEmail', market, undefined, { token })}`;
  try {
    await context.mailer.send({
      to: account.email,
      subject: 'Verify your email address',
      text: `Welcome to Specify.\n\nConfirm your email address to activate your account:\n${link}\n\nThe link works once and expires in 24 hours.`,
    });
  } catch {
    throw new PlatformError(502, 'error.verification.send', 'Error in sending verification email');
  }
}

/**
 * What a sign-up with an address that already has an account sends, instead of telling the
 * visitor: the sign-up answers as for a new address (so addresses cannot be probed), and the
 * owner learns of it, with the way to sign in or reset the password.
 */
async function sendAccountExistsMail(
  context: ActionContext,
  account: AccountRow,
  market: Market,
): Promise<void> {
  const signIn = `${context.config.publicUrl}${href('login', market)}`;
  try {
    await context.mailer.send({
      to: account.email,
      subject: 'You already have a Specify account',
      text: `Someone asked to create a Specify account with this email address, which already has one.\n\nSign in here (choose "Forgot your password?" if you do not remember it):\n${signIn}\n\nIf it was not you, ignore this message: nothing has changed.`,
    });
  } catch {
    throw new PlatformError(502, 'error.verification.send', 'Error in sending verification email');
  }
}

/**
 * Reserves one password check for the email from this address before it runs, or refuses it
 * (429) while the address must wait (FREE_FAILURES, signInWaitMs). The row is locked while the
 * reservation is decided, so parallel attempts queue on it and cannot all pass a check made before
 * any of them is recorded. A reservation that turns out right is released.
 */
async function reserveAttempt(context: ActionContext, email: string): Promise<void> {
  const now = context.now();
  const address = context.request.ip;
  const pair = and(eq(loginFailures.email, email), eq(loginFailures.address, address));
  const waitMs = await context.db.transaction(async (tx) => {
    await tx
      .insert(loginFailures)
      .values({ email, address, failures: 0, lastFailureAt: now })
      .onConflictDoNothing();
    const [row] = await tx.select().from(loginFailures).where(pair).for('update');
    const forgotten = !row || row.lastFailureAt.getTime() + FAILURE_WINDOW_MS <= now.getTime();
    const failures = forgotten ? 0 : row.failures;
    const wait =
      row && !forgotten ? row.lastFailureAt.getTime() + signInWaitMs(failures) - now.getTime() : 0;
    if (wait > 0) return wait;
    await tx
      .update(loginFailures)
      .set({ failures: failures + 1, lastFailureAt: now })
      .where(pair);
    return 0;
  });
  if (waitMs <= 0) return;
  const minutes = Math.ceil(waitMs / 60_000);
  throw new PlatformError(
    429,
    'error.auth.throttled',
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

/**
 * The account whose password this is, or a 401 with `failureMessage`. Every check goes through
 * the throttle, and an unknown email costs the same hash as a known one, so neither the answer
 * nor its time tells which emails have accounts.
 */
async function checkCredentials(
  context: ActionContext,
  email: string,
  password: string,
  failureMessage: string,
): Promise<AccountRow> {
  await reserveAttempt(context, email);
  const account = await findAccountByEmail(context, email);
  const matches = await passwordMatches(password, account);
  if (!account || !matches) throw new PlatformError(401, 'error.wrong.email', failureMessage);
  await context.db
    .delete(loginFailures)
    .where(and(eq(loginFailures.email, email), eq(loginFailures.address, context.request.ip)));
  return account;
}

interface Credentials {
  email: string;
  encodedPassword: string;
  remember: boolean;
  failureMessage: string;
}

async function logIn(context: ActionContext, credentials: Credentials): Promise<LoginResponse> {
  const email = credentials.email.trim().toLowerCase();
  const password = decodePassword(credentials.encodedPassword);
  if (!email || !password) fail('error.auth.wrong');
  const account = await checkCredentials(context, email, password, credentials.failureMessage);
  if (!account.emailVerified) {
    return {
      loginStatusCode: 'EMAIL_NOT_VERIFIED',
      firstName: account.firstName,
      companyName: account.companyName,
      emailRemainderCount: account.emailReminderCount,
    };
  }
  const visitorSession = await context.session.existingId();
  await context.session.start(account, credentials.remember);
  if (visitorSession) await adoptVisitorData(context.db, visitorSession, account.accountId);
  rotateCsrfCookie(context.request, context.reply);
  return {
    loginStatusCode: 'OK',
    firstName: account.firstName,
    companyName: account.companyName,
    account: await presentAccount(context.db, account),
  };
}

export const login = defineAction('account/login', (body, context) =>
  logIn(context, {
    email: body.email,
    encodedPassword: body.password,
    remember: body.remember ?? false,
    failureMessage: 'Error logging in user. Please check your email/password.',
  }),
);

export const auth0login = defineAction('account/auth0login', (body, context) =>
  logIn(context, {
    email: body.Username,
    encodedPassword: body.Password,
    remember: body.remember ?? false,
    failureMessage: 'Login failed',
  }),
);

export const logout = defineAction('account/logout', async (_body, context) => {
  await context.session.end();
  rotateCsrfCookie(context.request, context.reply);
  return { loggedIn: false };
});

export const getAccount = defineAction(
  'account/getAccount',
  async (_body, context): Promise<GetAccountResponse> => {
    const account = await context.session.account();
    if (!account) return { loggedIn: false };
    return { loggedIn: true, account: await presentAccount(context.db, account) };
  },
);

export const register = defineAction('account/register', async (body, context) => {
  const email = body.Username.trim().toLowerCase();
  const password = decodePassword(body.Password);
  const confirmation = decodePassword(body.ConfirmPassword);
  if (!email || !password || !confirmation) fail('error.auth.wrong.details');
  if (!SIGN_UP_EMAIL_PATTERN.test(email)) fail('error.auth.email.wrong');
  if (password !== confirmation) fail('error.password.notConfirmed');
  if (!isStrongPassword(password)) fail('error.auth.password.wrong');
  // Hashed whether or not the address has an account: the answer's time tells nothing either.
  const { hash, salt } = await hashPassword(password);
  const existing = await findAccountByEmail(context, email);
  if (existing) {
    await sendAccountExistsMail(context, existing, context.market);
    return { status: 'OK', statusCode: 200, email };
  }
  const [account] = await context.db
    .insert(accounts)
    .values({
      accountId: randomUUID(),
      email,
      passwordHash: hash,
      passwordSalt: salt,
      website: body.website,
      customerType: customerTypeOf(email),
      legalEntity: context.market,
    })
    .onConflictDoNothing()
    .returning();
  if (!account) {
    // Registered by a request that raced this one: its owner hears of this one as above.
    const raced = await findAccountByEmail(context, email);
    if (raced) await sendAccountExistsMail(context, raced, context.market);
    return { status: 'OK', statusCode: 200, email };
  }
  await sendVerificationMail(context, account, context.market);
  return { status: 'OK', statusCode: 200, email };
});

export const confirm = defineAction('account/confirm', async (body, context) => {
  const accountId = await consumeToken(context.db, body.token, 'verify', context.now());
  await context.db
    .update(accounts)
    .set({ emailVerified: true })
    .where(eq(accounts.accountId, accountId));
  return { status: 'OK', statusCode: 200 };
});

async function resendVerification(context: ActionContext, account: AccountRow): Promise<void> {
  if (account.emailVerified) return;
  await sendVerificationMail(context, account, context.market);
  await context.db
    .update(accounts)
    .set({ emailReminderCount: sql`${accounts.emailReminderCount} + 1` })
    .where(eq(accounts.accountId, account.accountId));
}

export const resendEmailVerification = defineAction(
  'account/resendEmailVerification',
  async (body, context) => {
    if (!isValidEmail(body.email.trim())) fail('error.auth.email.wrong');
    const account = await findAccountByEmail(context, body.email.trim());
    // The same answer whether or not the account exists, so emails cannot be probed.
    if (account) await resendVerification(context, account);
    return { status: 'OK', statusCode: 200 };
  },
);

export const requestConfirmationEmail = defineAction(
  'account/requestConfirmationEmail',
  async (body, context) => {
    const email = body.email.trim().toLowerCase();
    const account = await checkCredentials(
      context,
      email,
      body.password,
      'Wrong email or password.',
    );
    await resendVerification(context, account);
    return { status: 'OK', statusCode: 200 };
  },
);
