import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts } from '../db/schema';
import { customerTypeOf, hashPassword } from '../accounts';

export const DEV_PASSWORD = 'Specify#2026';

const COMPLETE_PROFILE = {
  firstName: 'Tessa',
  lastName: 'Trade',
  role: 'Architect',
  phone: '0412345678',
  companyName: 'Harbour Architects',
  companyType: 'Architect',
  country: 'Australia',
  state: 'NSW',
  postalCode: '2000',
  legalEntity: 'au',
};

/** The README's dev accounts; seeded only outside production, removed in production. */
export const DEV_ACCOUNTS = [
  { email: 'trade@example.com', emailVerified: true, isInternalUser: false, ...COMPLETE_PROFILE },
  {
    email: 'incomplete@example.com',
    emailVerified: true,
    isInternalUser: false,
    firstName: 'Ivan',
    legalEntity: 'au',
  },
  {
    email: 'internal@example.com',
    emailVerified: true,
    isInternalUser: true,
    ...COMPLETE_PROFILE,
    firstName: 'Imogen',
    lastName: 'Internal',
    companyName: 'Kinnear',
    companyType: 'Manufacturer',
  },
  {
    email: 'unverified@example.com',
    emailVerified: false,
    isInternalUser: false,
    ...COMPLETE_PROFILE,
    firstName: 'Una',
  },
] as const;

export async function seedDevAccounts(db: Database): Promise<void> {
  for (const account of DEV_ACCOUNTS) {
    const { hash, salt } = await hashPassword(DEV_PASSWORD);
    await db
      .insert(accounts)
      .values({
        ...account,
        accountId: randomUUID(),
        passwordHash: hash,
        passwordSalt: salt,
        customerType: customerTypeOf(account.email),
      })
      .onConflictDoNothing({ target: accounts.email });
  }
}

/**
 * Production has no accounts whose password the README publishes: a database that once ran in
 * development loses them (their sessions, carts and projects go with them).
 */
export async function removeDevAccounts(db: Database): Promise<void> {
  await db.delete(accounts).where(
    inArray(
      accounts.email,
      DEV_ACCOUNTS.map((account) => account.email),
    ),
  );
}
