import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/client';
import { spentCaptchaNonces } from '../db/schema';
import type { CaptchaVerifier, ChallengeIssuer } from './verifier';

export const CHALLENGE_LIFETIME_MS = 10 * 60_000;

export interface LocalChallengeOptions {
  /** Where answered nonces are recorded, shared by every instance. */
  db: Database;
  /** HMAC key; a random one per process when omitted (challenges then die with the process). */
  secret?: string;
  now?: () => Date;
}

interface ChallengePayload {
  /** nonce, for single use */
  n: string;
  /** expiry, epoch ms */
  e: number;
}

/**
 * A small arithmetic question whose answer the server never stores: the challenge carries a nonce
 * and expiry, signed together with the right answer, so only that answer reproduces the signature.
 * The answer token is `${challenge}:${answer}`. Instances sharing the secret and the database
 * accept each other's challenges, each answer once.
 */
export class LocalChallengeVerifier implements CaptchaVerifier, ChallengeIssuer {
  private readonly db: Database;
  private readonly secret: Buffer;
  private readonly now: () => Date;

  constructor(options: LocalChallengeOptions) {
    this.db = options.db;
    this.secret = options.secret ? Buffer.from(options.secret) : randomBytes(32);
    this.now = options.now ?? (() => new Date());
  }

  private sign(payload: string, answer: string): Buffer {
    return createHmac('sha256', this.secret).update(`${payload}|${answer}`).digest();
  }

  issue(): { challenge: string; question: string } {
    const a = randomInt(1, 10);
    const b = randomInt(1, 10);
    const payload = Buffer.from(
      JSON.stringify({
        n: randomBytes(12).toString('base64url'),
        e: this.now().getTime() + CHALLENGE_LIFETIME_MS,
      } satisfies ChallengePayload),
    ).toString('base64url');
    const signature = this.sign(payload, String(a + b)).toString('base64url');
    return { challenge: `${payload}.${signature}`, question: `What is ${a} + ${b}?` };
  }

  async verify(token: string): Promise<boolean> {
    const colon = token.lastIndexOf(':');
    if (colon < 0) return false;
    const [payload, signature] = token.slice(0, colon).split('.');
    const answer = token.slice(colon + 1).trim();
    if (!payload || !signature || !/^\d{1,3}$/.test(answer)) return false;

    const expected = this.sign(payload, String(Number(answer)));
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;

    const parsed = parsePayload(payload);
    if (!parsed || parsed.e <= this.now().getTime()) return false;
    return this.spend(parsed);
  }

  /** Records the nonce as spent; only the first of any number of racing answers inserts it. */
  private async spend(challenge: ChallengePayload): Promise<boolean> {
    const inserted = await this.db
      .insert(spentCaptchaNonces)
      .values({ nonce: challenge.n, expiresAt: new Date(challenge.e) })
      .onConflictDoNothing()
      .returning({ nonce: spentCaptchaNonces.nonce });
    return inserted.length === 1;
  }
}

function parsePayload(payload: string): ChallengePayload | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (
      typeof value === 'object' &&
      value !== null &&
      'n' in value &&
      'e' in value &&
      typeof value.n === 'string' &&
      typeof value.e === 'number'
    )
      return { n: value.n, e: value.e };
  } catch {
    // not JSON: a forged challenge
  }
  return undefined;
}
