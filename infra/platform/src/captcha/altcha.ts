import { createHmac, randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import * as v from 'valibot';
import type { CaptchaChallengeResponse } from '@specify/contracts';
import { altchaChallengeSchema } from '@specify/contracts/api/contact';
import type { Database } from '../db/client';
import { spentCaptchaNonces } from '../db/schema';
import type { CaptchaVerifier } from './verifier';

/** How long a visitor has between ticking the box and sending the form. */
export const CHALLENGE_LIFETIME_MS = 10 * 60_000;

/**
 * The work a browser does for one answer: PBKDF2-SHA-256 at ALTCHA_COST iterations, once per
 * counter value up to a secret one between the bounds. About a second on a phone; the server
 * checks an answer with one HMAC (the challenge carries the signed key).
 */
export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';
export const ALTCHA_COST = 1_000;
export const ALTCHA_COUNTER = { min: 500, max: 2_500 } as const;

/** The widget's payload: base64 of the challenge it was given and the solution it found. */
const payloadSchema = v.object({
  challenge: altchaChallengeSchema,
  solution: v.object({
    counter: v.number(),
    derivedKey: v.pipe(v.string(), v.maxLength(256)),
    time: v.optional(v.number()),
  }),
});

export interface AltchaOptions {
  /** Where answered challenges are recorded, shared by every instance. */
  db: Database;
  /** CAPTCHA_SECRET; a random one per process when omitted (challenges then die with it). */
  secret?: string;
  now?: () => Date;
}

/**
 * ALTCHA, self-hosted: the server signs a proof-of-work challenge, the widget on the page solves
 * it in web workers, and the answer is accepted once, unexpired and under this site's signature.
 * Instances sharing the secret and the database accept each other's challenges, each answer once.
 */
export class AltchaVerifier implements CaptchaVerifier {
  readonly kind = 'altcha';
  private readonly db: Database;
  private readonly signatureSecret: string;
  private readonly keySignatureSecret: string;
  private readonly now: () => Date;

  constructor(options: AltchaOptions) {
    this.db = options.db;
    this.signatureSecret = options.secret ?? randomBytes(32).toString('hex');
    this.keySignatureSecret = createHmac('sha256', this.signatureSecret)
      .update('altcha-key-signature')
      .digest('hex');
    this.now = options.now ?? (() => new Date());
  }

  async challenge(): Promise<CaptchaChallengeResponse> {
    const challenge = await createChallenge({
      algorithm: ALTCHA_ALGORITHM,
      cost: ALTCHA_COST,
      counter: randomInt(ALTCHA_COUNTER.max, ALTCHA_COUNTER.min),
      deriveKey,
      expiresAt: new Date(this.now().getTime() + CHALLENGE_LIFETIME_MS),
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
    return { kind: 'altcha', challenge: v.parse(altchaChallengeSchema, challenge) };
  }

  async verify(token: string): Promise<boolean> {
    const payload = parsePayload(token);
    if (!payload) return false;
    const { expiresAt } = payload.challenge.parameters;
    // Every challenge this site signs expires; the clock is the services' (testable) one.
    if (expiresAt === undefined || expiresAt * 1000 <= this.now().getTime()) return false;
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
    if (!result.verified) return false;
    return this.spend(payload.challenge.parameters.nonce, new Date(expiresAt * 1000));
  }

  /** Records the nonce as spent; only the first of any number of racing answers inserts it. */
  private async spend(nonce: string, expiresAt: Date): Promise<boolean> {
    const inserted = await this.db
      .insert(spentCaptchaNonces)
      .values({ nonce, expiresAt })
      .onConflictDoNothing()
      .returning({ nonce: spentCaptchaNonces.nonce });
    return inserted.length === 1;
  }
}

function parsePayload(token: string): v.InferOutput<typeof payloadSchema> | undefined {
  try {
    const json: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    const parsed = v.safeParse(payloadSchema, json);
    return parsed.success ? parsed.output : undefined;
  } catch {
    // not base64 JSON: not a widget's answer
    return undefined;
  }
}
