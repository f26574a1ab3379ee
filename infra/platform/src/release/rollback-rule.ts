import type { CanaryRollbackSettings } from '../config/env';

/** One version's page sessions within the window, and how many of them failed to load or mount it. */
export interface VersionSessions {
  sessions: number;
  failing: number;
  /** Distinct client addresses among the failing sessions. */
  failingAddresses: number;
}

export type RollbackVerdict = { rollBack: false } | { rollBack: true; reason: string };

const failureRate = ({ sessions, failing }: VersionSessions) =>
  sessions === 0 ? 0 : failing / sessions;

const percent = (rate: number) => `${Math.round(rate * 1000) / 10} %`;

const addresses = (count: number) =>
  count === 1 ? 'failing from 1 address' : `failing from ${count} addresses`;

/** Rates are fractions: 0.9 - 0.7 is 0.20000000000000007, which must not exceed a 0.2 margin. */
const ROUNDING = 1e-9;

/**
 * The automatic rollback rule (issue 19): once the window holds at least `minSessions` canary
 * sessions, and its failing sessions came from at least `minAddresses` client addresses (issue
 * 29: one client cannot roll a canary back), a canary whose failure rate exceeds the stable
 * version's by more than `margin` is rolled back. A stable version without sessions in the window
 * counts as never failing. The reason is the evidence, for the history: both rates, their sample
 * sizes, the failing addresses, the margin and the window.
 */
export function canaryRollbackVerdict(
  canary: VersionSessions,
  stable: VersionSessions,
  settings: CanaryRollbackSettings,
): RollbackVerdict {
  if (canary.sessions < settings.minSessions) return { rollBack: false };
  if (canary.failingAddresses < settings.minAddresses) return { rollBack: false };
  const canaryRate = failureRate(canary);
  const stableRate = failureRate(stable);
  if (canaryRate - stableRate <= settings.margin + ROUNDING) return { rollBack: false };
  const minutes = Math.round(settings.windowMs / 60_000);
  return {
    rollBack: true,
    reason:
      `the canary failed in ${percent(canaryRate)} of ${canary.sessions} sessions ` +
      `(${addresses(canary.failingAddresses)}), the stable version in ${percent(stableRate)} of ` +
      `${stable.sessions} (${addresses(stable.failingAddresses)}), over the last ${minutes} ` +
      `minutes: more than the ${percent(settings.margin)} margin`,
  };
}
