/**
 * The sign-in throttle (issue 29), per email and client address: an address's first
 * FREE_FAILURES wrong passwords for an email cost nothing, then each further check from it waits
 * twice as long as the last (30 s, 1 min, 2 min … at most 15 minutes). Another address is not held
 * up, so nobody can lock an owner out; guessing from many addresses stays bounded by each one's
 * throttle and the per-address sign-in limit (kernel/rate-limits.ts).
 */
const FREE_FAILURES = 5;
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 15 * 60_000;
/** How long an address's failures for an email are remembered after its last one. */
export const FAILURE_WINDOW_MS = 60 * 60_000;

/** How long after its `failures`-th failure an address waits to try the email again. */
export function signInWaitMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES));
}
