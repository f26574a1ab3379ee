import { canaryRollbackVerdict } from '../rollback-rule';

const SETTINGS = {
  margin: 0.2,
  minSessions: 10,
  windowMs: 10 * 60_000,
  minAddresses: 3,
  sessionsPerAddress: 3,
};

/** Sessions whose failing ones each came from an address of its own, unless told otherwise. */
const sessions = (count: number, failing: number, failingAddresses = failing) => ({
  sessions: count,
  failing,
  failingAddresses,
});

describe('the automatic rollback rule', () => {
  it('rolls back a canary failing by more than the margin over the stable rate', () => {
    expect(canaryRollbackVerdict(sessions(10, 4), sessions(50, 5), SETTINGS)).toEqual({
      rollBack: true,
      reason:
        'the canary failed in 40 % of 10 sessions (failing from 4 addresses), the stable version in 10 % of 50 (failing from 5 addresses), over the last 10 minutes: more than the 20 % margin',
    });
  });

  it('keeps a canary whose rate exceeds the stable one by the margin or less', () => {
    expect(canaryRollbackVerdict(sessions(10, 3), sessions(10, 1), SETTINGS)).toEqual({
      rollBack: false,
    });
    // 0.9 - 0.7 is 0.20000000000000007 in floating point: still only the margin.
    expect(canaryRollbackVerdict(sessions(10, 9), sessions(10, 7), SETTINGS)).toEqual({
      rollBack: false,
    });
    expect(canaryRollbackVerdict(sessions(10, 5), sessions(10, 5), SETTINGS)).toEqual({
      rollBack: false,
    });
    // A canary failing less than the stable version is never rolled back.
    expect(canaryRollbackVerdict(sessions(10, 0), sessions(10, 9), SETTINGS)).toEqual({
      rollBack: false,
    });
  });

  it('needs failures from at least minAddresses client addresses: one client cannot roll a canary back', () => {
    expect(canaryRollbackVerdict(sessions(10, 10, 2), sessions(100, 0), SETTINGS)).toEqual({
      rollBack: false,
    });
    expect(canaryRollbackVerdict(sessions(10, 10, 3), sessions(100, 0, 0), SETTINGS)).toEqual({
      rollBack: true,
      reason:
        'the canary failed in 100 % of 10 sessions (failing from 3 addresses), the stable version in 0 % of 100 (failing from 0 addresses), over the last 10 minutes: more than the 20 % margin',
    });
  });

  it('waits for the minimum number of canary sessions, however badly they fail', () => {
    expect(canaryRollbackVerdict(sessions(9, 9), sessions(100, 0), SETTINGS)).toEqual({
      rollBack: false,
    });
    expect(canaryRollbackVerdict(sessions(10, 10), sessions(100, 0), SETTINGS).rollBack).toBe(true);
    expect(
      canaryRollbackVerdict(sessions(10, 10), sessions(100, 0), { ...SETTINGS, minSessions: 11 }),
    ).toEqual({ rollBack: false });
  });

  it('takes a stable version without sessions in the window as never failing', () => {
    expect(canaryRollbackVerdict(sessions(10, 3), sessions(0, 0), SETTINGS)).toEqual({
      rollBack: true,
      reason:
        'the canary failed in 30 % of 10 sessions (failing from 3 addresses), the stable version in 0 % of 0 (failing from 0 addresses), over the last 10 minutes: more than the 20 % margin',
    });
  });

  it('follows the configured margin and names the configured window', () => {
    const strict = { ...SETTINGS, margin: 0.05, minSessions: 20, windowMs: 30 * 60_000 };
    const verdict = canaryRollbackVerdict(sessions(20, 2, 2), sessions(40, 1), {
      ...strict,
      minAddresses: 2,
    });
    expect(verdict).toEqual({
      rollBack: true,
      reason:
        'the canary failed in 10 % of 20 sessions (failing from 2 addresses), the stable version in 2.5 % of 40 (failing from 1 address), over the last 30 minutes: more than the 5 % margin',
    });
    expect(canaryRollbackVerdict(sessions(20, 2), sessions(40, 1), SETTINGS)).toEqual({
      rollBack: false,
    });
  });
});
