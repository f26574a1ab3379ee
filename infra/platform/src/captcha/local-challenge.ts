import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { CaptchaVerifier, ChallengeIssuer } from './verifier';

export const CHALLENGE_LIFETIME_MS = 10 * 60_000;

export interface LocalChallengeOptions {
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
 * The answer token is `${challenge}:${answer}`.
 */
export class LocalChallengeVerifier implements CaptchaVerifier, ChallengeIssuer {
  private readonly secret: Buffer;
  private readonly now: () => Date;
  /** Nonces already accepted, with their expiry, so an answer works once (per process). */
  private readonly used = new Map<string, number>();

  constructor(options: LocalChallengeOptions = {}) {
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
    const nowMs = this.now().getTime();
    if (!parsed || parsed.e <= nowMs) return false;
    this.forgetExpired(nowMs);
    if (this.used.has(parsed.n)) return false;
    this.used.set(parsed.n, parsed.e);
    return true;
  }

  private forgetExpired(nowMs: number): void {
    for (const [nonce, expiry] of this.used) if (expiry <= nowMs) this.used.delete(nonce);
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
