import type { RemoteName } from '@specify/contracts';
import type { RemoteRelease } from './environment';
import type { HistoryEntry } from './history';
import { RegistryError } from './registry-error';

/*
 * What each release command does to one remote's entry in an environment, as pure functions: the
 * registry runs them under the environment's lock and writes what they return.
 */

/** A change to one remote's entry in an environment, and the history line that records it. */
export interface RemoteChange {
  entry: RemoteRelease;
  event: Omit<HistoryEntry, 'at' | 'actor' | 'remote'>;
}

export function promoteStable(
  current: RemoteRelease | undefined,
  version: string,
): RemoteChange | undefined {
  if (current?.version === version) {
    // Promoting the stable version again only matters when it ends a canary.
    if (!current.canary) return undefined;
    return {
      entry: { version, history: current.history },
      event: { action: 'promote', version, from: current.canary.version },
    };
  }
  return {
    entry: { version, history: current ? [...current.history, current.version] : [] },
    event: { action: 'promote', version, from: current?.version },
  };
}

export function promoteCanary(
  name: RemoteName,
  environment: string,
  current: RemoteRelease | undefined,
  version: string,
  share: number,
  at: string,
): RemoteChange | undefined {
  if (!current) {
    throw new RegistryError(
      `${name} has no stable version in ${environment} yet, so a canary has nothing to run beside: promote one without --canary first.`,
    );
  }
  if (current.version === version) {
    throw new RegistryError(`${name}@${version} is already the stable version in ${environment}.`);
  }
  const previous = current.canary;
  const sameVersion = previous?.version === version;
  if (sameVersion && previous.share === share) return undefined;
  return {
    entry: { ...current, canary: { version, share, since: sameVersion ? previous.since : at } },
    event: {
      action: 'canary',
      version,
      from: previous && !sameVersion ? previous.version : current.version,
      share,
    },
  };
}

/** Everyone back on the stable version. */
export function dropCanary(current: RemoteRelease, reason: string | undefined): RemoteChange {
  return {
    entry: { version: current.version, history: current.history },
    event: {
      action: 'canary-rollback',
      version: current.version,
      from: current.canary?.version,
      share: current.canary?.share,
      reason,
    },
  };
}

/** The canary becomes the stable version for every session. */
export function finishCanary(
  name: RemoteName,
  environment: string,
  current: RemoteRelease | undefined,
): RemoteChange {
  if (!current?.canary)
    throw new RegistryError(`${name} has no canary in ${environment} to finish.`);
  return {
    entry: { version: current.canary.version, history: [...current.history, current.version] },
    event: { action: 'finish', version: current.canary.version, from: current.version },
  };
}

/** Back to the stable version that ran before the last promotion. */
export function rollBackStable(
  name: RemoteName,
  environment: string,
  current: RemoteRelease | undefined,
  reason: string | undefined,
): RemoteChange {
  const previous = current?.history.at(-1);
  if (!current || !previous)
    throw new RegistryError(`${name} has no earlier version in ${environment} to roll back to.`);
  return {
    entry: { version: previous, history: current.history.slice(0, -1) },
    event: { action: 'rollback', version: previous, from: current.version, reason },
  };
}
