import type { RemoteName } from '@specify/contracts';
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

/**
 * What the harness makes of the page's `?remote-override=` (the composed site's syntax and
 * parser): nothing without one or for `clear`, else why it is refused. The harness always runs the
 * remote built from this checkout; loading a published version in it is not built yet (the
 * composed site does load them), so a valid override is refused too, saying where to try it.
 */
export function harnessOverrideRefusal(remote: RemoteName, search: string): string | undefined {
  const value = new URLSearchParams(search).get(REMOTE_OVERRIDE_PARAM);
  if (value === null) return undefined;
  const request = parseRemoteOverrideParam(value);
  if (request.kind === 'clear') return undefined;
  if (request.kind === 'invalid') return request.message;
  const own = request.overrides.filter((entry) => entry.remote === remote);
  const others = request.overrides.filter((entry) => entry.remote !== remote);
  if (own.length === 0) {
    return `This harness runs ${remote} alone, so it cannot load ${describeRemoteOverrides(others)}.`;
  }
  return `This harness runs ${remote} as built from this checkout and cannot load a published version yet. Try ${describeRemoteOverrides(own)} in the composed site: ?${REMOTE_OVERRIDE_PARAM}=${describeRemoteOverrides(own)}.`;
}
