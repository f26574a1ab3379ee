import satisfies from 'semver/functions/satisfies';
import * as v from 'valibot';
import { REMOTES } from '@specify/contracts';
import { RegistryError } from './registry-error';

export const releaseSchema = v.object({
  name: v.picklist(REMOTES),
  version: v.string(),
  /** The @specify/contracts range the remote was built against. */
  contracts: v.string(),
  /**
   * The @specify/ui range the remote was built against. Releases published before the registry
   * recorded it were all built against ^0.1.0.
   */
  ui: v.optional(v.string(), '^0.1.0'),
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
  /** Its @specify/ui version. Files written before it was recorded ran shells with 0.1.0. */
  shellUi: v.optional(v.string(), '0.1.0'),
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

/**
 * The shared packages a remote takes from the shell rather than bundling its own: a release needs
 * a range of each, a shell provides one version of each.
 */
export interface ShellPackages {
  /** @specify/contracts */
  contracts: string;
  /** @specify/ui */
  ui: string;
}

const PACKAGE_NAMES: Record<keyof ShellPackages, string> = {
  contracts: '@specify/contracts',
  ui: '@specify/ui',
};

/** The versions of the shared packages the shell in `env` provides. */
export function shellOf(env: Environment): ShellPackages {
  return { contracts: env.shellContracts, ui: env.shellUi };
}

/** How the CLI and the logs name a shell: `contracts 0.2.0, ui 0.1.1`. */
export function describeShell(shell: ShellPackages): string {
  return `contracts ${shell.contracts}, ui ${shell.ui}`;
}

/** Why a shell providing `shell` cannot run `release`, or undefined when it can. */
export function shellMismatch(
  release: Release,
  environment: string,
  shell: ShellPackages,
): string | undefined {
  const unmet = (Object.keys(PACKAGE_NAMES) as Array<keyof ShellPackages>).filter(
    (key) => !satisfies(shell[key], release[key]),
  );
  if (unmet.length === 0) return undefined;
  const needs = unmet.map((key) => `${PACKAGE_NAMES[key]} ${release[key]}`).join(' and ');
  // One package: its version alone reads clearly; two: each version is named with its package.
  const has = unmet
    .map((key) => (unmet.length > 1 ? `${PACKAGE_NAMES[key]} ${shell[key]}` : shell[key]))
    .join(' and ');
  return `it was built against ${needs}, but the shell in ${environment} provides ${has}`;
}
