import type { RemoteName, RemoteOverride } from '@specify/contracts';
import { describeRemoteOverrides } from '@specify/contracts';
import {
  REMOTE_OVERRIDE_PARAM,
  parseRemoteOverrideParam,
} from '@specify/contracts/release/overrides';
import type { ReleaseOverrideWords } from '../components/release-overrides';

/** The harness's words for the shared badge and notice (the harness is in English only). */
export const HARNESS_OVERRIDE_WORDS: ReleaseOverrideWords = {
  active: (overrides) => `Overrides: ${overrides}`,
  clear: 'Clear overrides',
  refused: (message) => `Override refused: ${message}`,
  dismiss: 'Dismiss',
};

/** What the harness runs for the page's `?remote-override=`. */
export type HarnessOverride =
  /** The remote as built from this checkout: no override, or `clear`. */
  | { kind: 'none' }
  /** The remote as built from this checkout, and a notice saying why the override was refused. */
  | { kind: 'refused'; message: string }
  /** That published version of the harness's own remote, instead of the checkout's build. */
  | { kind: 'published'; override: RemoteOverride };

/**
 * What the harness makes of the page's `?remote-override=` (the composed site's syntax and
 * parser). A harness runs one remote, so it takes an override of that remote only, and only where
 * it can load published versions (`canLoadPublished`: live mode, whose dev server forwards
 * `/remotes` to the platform's registry); anything else is refused, saying why.
 */
export function harnessOverride(
  remote: RemoteName,
  search: string,
  canLoadPublished: boolean,
): HarnessOverride {
  const value = new URLSearchParams(search).get(REMOTE_OVERRIDE_PARAM);
  if (value === null) return { kind: 'none' };
  const request = parseRemoteOverrideParam(value);
  if (request.kind === 'clear') return { kind: 'none' };
  if (request.kind === 'invalid') return { kind: 'refused', message: request.message };
  const own = request.overrides.find((entry) => entry.remote === remote);
  const others = request.overrides.filter((entry) => entry.remote !== remote);
  if (others.length > 0) {
    const message = `This harness runs ${remote} alone, so it cannot load ${describeRemoteOverrides(others)}.`;
    return { kind: 'refused', message };
  }
  if (!own) return { kind: 'none' };
  if (!canLoadPublished) {
    const message = `This harness runs ${remote} on its fixtures, as built from this checkout. Published versions load in live mode (npm run standalone -w ${remote} -- --env live) or in the composed site: ?${REMOTE_OVERRIDE_PARAM}=${describeRemoteOverrides([own])}.`;
    return { kind: 'refused', message };
  }
  return { kind: 'published', override: own };
}
