import { LRUCache } from 'lru-cache';

export interface BreakerSettings {
  /** Failures within `windowMs` that open the circuit. */
  failures: number;
  windowMs: number;
  /** How long an open circuit skips its key; the next call after it is a trial. */
  coolDownMs: number;
}

/** Keys remembered at most (remote versions): beyond, the least recently seen is forgotten. */
const MAX_KEYS = 256;

interface KeyState {
  /** When each recent failure happened, oldest first. */
  failedAt: number[];
  openUntil?: number;
}

/**
 * A circuit breaker per key: after `failures` failures within `windowMs`, `allows` answers false
 * for `coolDownMs`; then one trial is let through, and a success closes the circuit while a
 * failure opens it again. `failed` answers true when that failure opened it.
 */
export function circuitBreakers(settings: BreakerSettings, now: () => number = Date.now) {
  const states = new LRUCache<string, KeyState>({ max: MAX_KEYS });
  return {
    allows(key: string): boolean {
      const openUntil = states.get(key)?.openUntil;
      return openUntil === undefined || now() >= openUntil;
    },
    succeeded(key: string): void {
      states.delete(key);
    },
    failed(key: string): boolean {
      const at = now();
      const state = states.get(key) ?? { failedAt: [] };
      const trial = state.openUntil !== undefined;
      state.failedAt = [...state.failedAt.filter((time) => at - time < settings.windowMs), at];
      const opens = trial || state.failedAt.length >= settings.failures;
      state.openUntil = opens ? at + settings.coolDownMs : undefined;
      if (opens) state.failedAt = [];
      states.set(key, state);
      return opens;
    },
  };
}
