import * as v from 'valibot';
import {
  REMOTES,
  isRemoteName,
  remoteOverridesSchema,
  remoteVersionSchema,
  type RemoteOverride,
} from '@specify/contracts';

/**
 * QA overrides (issue 19): `?remote-override=mf-product@<version>[,mf-content@<version>]` on any
 * page of the composed site or a standalone harness loads those published versions for that
 * browser session only; `?remote-override=clear` drops them. One syntax, parsed here, for both.
 */
export const REMOTE_OVERRIDE_PARAM = 'remote-override';
export const REMOTE_OVERRIDE_CLEAR = 'clear';

export type RemoteOverrideRequest =
  | { kind: 'clear' }
  | { kind: 'set'; overrides: RemoteOverride[] }
  /** Refused: `message` is fit to show QA as it is; nothing changes. */
  | { kind: 'invalid'; message: string };

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

const SYNTAX = `Overrides are written ${REMOTE_OVERRIDE_PARAM}=mf-name@version[,mf-other@version], or ${REMOTE_OVERRIDE_PARAM}=${REMOTE_OVERRIDE_CLEAR}.`;

/**
 * Reads the parameter's value: `clear`, or a comma-separated list of `<remote>@<version>` naming
 * each remote once. Anything else is `invalid` with a message saying what is wrong. A message
 * never repeats the parameter: whoever writes a link writes it, and the page shows the message
 * (a link could otherwise put any sentence on this site's pages).
 */
export function parseRemoteOverrideParam(value: string): RemoteOverrideRequest {
  const text = value.trim();
  if (text === REMOTE_OVERRIDE_CLEAR) return { kind: 'clear' };
  if (text.length === 0 || text.length > 400) return { kind: 'invalid', message: SYNTAX };
  const overrides: RemoteOverride[] = [];
  for (const [index, part] of text.split(',').entries()) {
    const item = part.trim();
    const which = `The ${ORDINALS[index] ?? 'next'} override`;
    const at = item.lastIndexOf('@');
    const remote = at > 0 ? item.slice(0, at) : item;
    const version = at > 0 ? item.slice(at + 1) : '';
    if (!isRemoteName(remote)) {
      const message = `${which} names no remote. The remotes are ${REMOTES.join(', ')}.`;
      return { kind: 'invalid', message };
    }
    if (!v.safeParse(remoteVersionSchema, version).success) {
      const message = `${which} gives no version of ${remote}: versions look like 1.4.0-3f2a9c1. ${SYNTAX}`;
      return { kind: 'invalid', message };
    }
    overrides.push({ remote, version });
  }
  if (!v.is(remoteOverridesSchema, overrides)) {
    return { kind: 'invalid', message: 'Each remote may be overridden once.' };
  }
  return { kind: 'set', overrides };
}
