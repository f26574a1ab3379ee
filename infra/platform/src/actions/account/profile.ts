import { and, eq, ne } from 'drizzle-orm';
import {
  href,
  isStrongPassword,
  isValidEmail,
  VALIDATION_MESSAGES,
  type UpdateAccountRequest,
} from '@specify/contracts';
import { accounts, sessions } from '../../db/schema';
import { defineAction } from '../action';
import { findAccountByEmail } from './auth';
import { customerTypeOf, hashPassword, verifyPassword } from '../../accounts';
import { presentAccount } from './present';
import { requireAccount } from './require-account';
import { consumeToken, issueToken, revokeTokens } from './tokens';
import type { AccountRow } from '../../kernel/session';
import { PlatformError } from '../../kernel/platform-error';

const PHONE_PATTERN = /^\d{1,12}$/;

function weakPassword(): never {
  throw new PlatformError(
    400,
    'error.auth.password.wrong',
    VALIDATION_MESSAGES['error.auth.password.wrong'],
  );
}

/** The server half of the profile form's rules (storefront §5 "Profile form"). */
function checkProfile(body: UpdateAccountRequest, account: AccountRow, market: string): void {
  for (const [field, value] of Object.entries(body)) {
    if (typeof value === 'string' && value.includes('*')) {
      throw new PlatformError(400, 'error.profile.missing', `${field} is required.`);
    }
  }
  if (body.role !== undefined && !body.role.trim())
    throw new PlatformError(400, 'error.profile.role', 'Role is required.');
  if (body.phone !== undefined && !PHONE_PATTERN.test(body.phone)) {
    throw new PlatformError(400, 'error.profile.phone', 'phone number must be of 12 digits');
  }
  const lockedByEntity = account.legalEntity !== '' && account.legalEntity !== market;
  const changes = (field: keyof UpdateAccountRequest, current: string) =>
    body[field] !== undefined && body[field] !== current;
  if (
    lockedByEntity &&
    (changes('companyName', account.companyName) ||
      changes('companyType', account.companyType) ||
      changes('state', account.state))
  ) {
    throw new PlatformError(
      403,
      'error.profile.readonly',
      'Company name, company type and state can only be changed in the market where the account was registered.',
    );
  }
  if (account.country !== '' && changes('country', account.country)) {
    throw new PlatformError(403, 'error.profile.readonly', 'Country cannot be changed.');
  }
}

export const update = defineAction('account/update', async (body, context) => {
  const account = await requireAccount(context);
  checkProfile(body, account, context.market);
  await context.db
    .update(accounts)
    .set({
      firstName: body.firstName,
      lastName: body.lastName,
      role: body.role,
      phone: body.phone,
      companyName: body.companyName,
      companyType: body.companyType,
      country: body.country,
      state: body.state,
      // The server owns the legal entity (set at registration): taken from the body it would
      // unlock the company fields in any market. One without any gets this save's market.
      legalEntity: account.legalEntity || context.market,
      postalCode: body.postal_code,
      customerMarketingConsent: body.customer_marketing_consent,
      customerType: customerTypeOf(account.email),
    })
    .where(eq(accounts.accountId, account.accountId));
  const updated = await context.session.refresh();
  return presentAccount(context.db, updated ?? account);
});

export const changePassword = defineAction('account/changePassword', async (body, context) => {
  const account = await requireAccount(context);
  if (!(await verifyPassword(body.oldPassword, account.passwordHash, account.passwordSalt))) {
    throw new PlatformError(
      400,
      'error.password.old.wrong',
      'The current password is not correct.',
    );
  }
  if (!isStrongPassword(body.newPassword)) weakPassword();
  const { hash, salt } = await hashPassword(body.newPassword);
  await context.db
    .update(accounts)
    .set({ passwordHash: hash, passwordSalt: salt })
    .where(eq(accounts.accountId, account.accountId));
  // A reset link mailed before the change must not undo it.
  await revokeTokens(context.db, account.accountId, ['reset']);
  // Other devices signed in with the old password are signed out.
  const current = await context.session.existingId();
  await context.db
    .delete(sessions)
    .where(
      current
        ? and(eq(sessions.accountId, account.accountId), ne(sessions.sessionId, current))
        : eq(sessions.accountId, account.accountId),
    );
  return presentAccount(context.db, account);
});

export const requestResetPassword = defineAction(
  'account/requestResetPassword',
  async (body, context) => {
    const email = body.email.trim().toLowerCase();
    if (!isValidEmail(email)) {
      throw new PlatformError(
        400,
        'error.auth.email.wrong',
        VALIDATION_MESSAGES['error.auth.email.wrong'],
      );
    }
    const account = await findAccountByEmail(context, email);
    // The same answer whether or not the account exists, so emails cannot be probed.
    if (account) {
      const token = await issueToken(context.db, account.accountId, 'reset', context.now());
      const link = `${context.config.publicUrl}${href('resetPassword', context.market, undefined, { token })}`;
      await context.mailer.send({
        to: account.email,
        subject: 'Reset your password',
        text: `Someone asked to reset the password of your Specify account.\n\nChoose a new password here:\n${link}\n\nThe link works once and expires in 1 hour. If it was not you, ignore this message.`,
      });
    }
    return { statusCode: 200 };
  },
);

export const resetPassword = defineAction('account/resetPassword', async (body, context) => {
  if (!isStrongPassword(body.newPassword)) weakPassword();
  const accountId = await consumeToken(context.db, body.token, 'reset', context.now());
  const { hash, salt } = await hashPassword(body.newPassword);
  // Following a reset link proves the mailbox, so it verifies the email too.
  await context.db
    .update(accounts)
    .set({ passwordHash: hash, passwordSalt: salt, emailVerified: true })
    .where(eq(accounts.accountId, accountId));
  // The email is verified now; the other reset links died with this one's use (consumeToken).
  await revokeTokens(context.db, accountId, ['verify']);
  await context.db.delete(sessions).where(eq(sessions.accountId, accountId));
  return { statusCode: 200 };
});

export const deleteAccount = defineAction('account/deleteAccount', async (body, context) => {
  const account = await requireAccount(context);
  if (!(await verifyPassword(body.password, account.passwordHash, account.passwordSalt))) {
    throw new PlatformError(400, 'error.password.wrong', 'The password is not correct.');
  }
  await context.session.end();
  await context.db.delete(accounts).where(eq(accounts.accountId, account.accountId));
  return { deleted: true };
});
