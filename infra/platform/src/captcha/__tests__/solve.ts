import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CaptchaChallengeResponse } from '@specify/contracts';

/**
 * Does what the ALTCHA widget does in a visitor's browser: finds the proof of work for the
 * challenge and encodes it as the payload the form sends (base64 of challenge and solution).
 */
export async function solve(response: CaptchaChallengeResponse): Promise<string> {
  if (response.kind !== 'altcha') throw new Error(`not an ALTCHA challenge: ${response.kind}`);
  const solution = await solveChallenge({ challenge: response.challenge, deriveKey });
  if (!solution) throw new Error('no solution found');
  return Buffer.from(JSON.stringify({ challenge: response.challenge, solution })).toString(
    'base64',
  );
}
