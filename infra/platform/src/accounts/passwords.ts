import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const SCRYPT_OPTIONS: ScryptOptions = { N: 16384, r: 8, p: 1 };

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, SCRYPT_OPTIONS, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** scrypt with a per-user random salt. */
export async function hashPassword(password: string): Promise<{ hash: string; salt: string }> {
  const salt = randomBytes(16).toString('base64url');
  return { hash: (await derive(password, salt)).toString('base64url'), salt };
}

export async function verifyPassword(
  password: string,
  hash: string,
  salt: string,
): Promise<boolean> {
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Whether the password is the account's. With no account it hashes the password all the same
 * and answers false, so the time taken does not tell which emails have accounts.
 */
export async function passwordMatches(
  password: string,
  account: { passwordHash: string; passwordSalt: string } | undefined,
): Promise<boolean> {
  if (!account) {
    await hashPassword(password);
    return false;
  }
  return verifyPassword(password, account.passwordHash, account.passwordSalt);
}
