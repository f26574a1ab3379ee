import satisfies from 'semver/functions/satisfies';
import * as v from 'valibot';
import { REMOTES } from '@specify/contracts';
import { RegistryError } from './registry-error';

export const releaseSchema = v.object({
  name: v.picklist(REMOTES),
  version: v.string(),
  /** The @specify/contracts range the remote was built against. */
  contracts: v.string(),
  publishedAt: v.string(),
});
export type Release = v.InferOutput<typeof releaseSchema>;

/** A version served to a share of sessions beside the stable one (issue 19). */
const canarySchema = v.object({
  version: v.string(),
  /** Percent of sessions: those whose bucket (0..99) is below it get the canary. */
  share: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)),
  /** When this canary version started (a share change keeps it). */
  since: v.string(),
});
export type Canary = v.InferOutput<typeof canarySchema>;

const remoteReleaseSchema = v.object({
  /** The stable version. */
  version: v.string(),
  /** Earlier stable versions, oldest first: what rollback returns to. */
  history: v.array(v.string()),
  /** Files written before canaries existed have none. */
  canary: v.optional(canarySchema),
});
export type RemoteRelease = v.InferOutput<typeof remoteReleaseSchema>;

export const environmentSchema = v.object({
  environment: v.string(),
  /** The @specify/contracts version of the shell this environment runs. */
  shellContracts: v.string(),
  loadTimeoutMs: v.optional(v.number(), 4000),
  remotes: v.record(v.string(), remoteReleaseSchema),
});
export type Environment = v.InferOutput<typeof environmentSchema>;

/**
 * A promotion's share, checked: `stable` for none or 100, else a canary share from 1 to 99.
 */
export function promotionShare(canaryShare: number | undefined): 'stable' | number {
  if (canaryShare === undefined || canaryShare === 100) return 'stable';
  if (!Number.isInteger(canaryShare) || canaryShare < 1 || canaryShare > 100) {
    throw new RegistryError(
      `A canary share is a whole percentage of sessions from 1 to 99 (100 makes the version stable), not ${String(canaryShare)}.`,
    );
  }
  return canaryShare;
}

/** Why a shell providing `shellContracts` cannot run `release`, or undefined when it can. */
export function contractsMismatch(
  release: Release,
  environment: string,
  shellContracts: string,
): string | undefined {
  if (satisfies(shellContracts, release.contracts)) return undefined;
  return `it was built against @specify/contracts ${release.contracts}, but the shell in ${environment} provides ${shellContracts}`;
}
