import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import satisfies from 'semver/functions/satisfies';
import {
  APP_EXPOSE,
  CONTRACTS_VERSION,
  SpecifyError,
  federationName,
  type RemoteEntry,
  type RemoteName,
  type RuntimeConfig,
} from '@specify/contracts';
import type { RemoteLifecycles } from '@specify/ui';
import { classifyLoadError } from './classify-load-error';

/** Tells the MF runtime where each released remote's manifest is; loads nothing yet. */
export function registerReleasedRemotes(config: RuntimeConfig) {
  const entries = Object.entries(config.remotes) as Array<[RemoteName, RemoteEntry]>;
  registerRemotes(
    entries.map(([remote, entry]) => ({ name: federationName(remote), entry: entry.manifest })),
  );
}

function isLifecycles(value: unknown): value is RemoteLifecycles {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Record<string, unknown>;
  return ['bootstrap', 'mount', 'unmount'].every((key) => typeof candidate[key] === 'function');
}

function withTimeout<T>(promise: Promise<T>, ms: number, remote: RemoteName): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new SpecifyError('SPEC-LOAD-002', `${remote} did not load within ${ms} ms.`, { remote }),
        ),
      ms,
    );
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * Loads a remote's ./app lifecycles, checking first that the shell satisfies the contracts range
 * the remote was built against (the registry checked at promote; this is the second check).
 */
export async function loadRemoteApp(
  remote: RemoteName,
  config: RuntimeConfig,
): Promise<RemoteLifecycles> {
  const entry = config.remotes[remote];
  if (!entry)
    throw new SpecifyError('SPEC-LOAD-001', `${remote} is not released to ${config.environment}.`, {
      remote,
    });
  if (!satisfies(CONTRACTS_VERSION, entry.contracts)) {
    throw new SpecifyError(
      'SPEC-CONTRACT-001',
      `${remote}@${entry.version} needs @specify/contracts ${entry.contracts}; the shell has ${CONTRACTS_VERSION}.`,
      { remote },
    );
  }
  try {
    const module = await withTimeout(
      loadRemote<unknown>(`${federationName(remote)}/${APP_EXPOSE.slice(2)}`),
      config.loadTimeoutMs,
      remote,
    );
    if (!isLifecycles(module)) {
      throw new SpecifyError('SPEC-LOAD-004', `${remote} ./app has no single-spa lifecycles.`, {
        remote,
      });
    }
    return module;
  } catch (error) {
    // Forget the failed attempt, so Retry fetches the manifest and entry again.
    registerRemotes([{ name: federationName(remote), entry: entry.manifest }], { force: true });
    throw classifyLoadError(remote, error);
  }
}
