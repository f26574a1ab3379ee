import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
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
import { satisfiesRange } from './version-range';

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

/** An expose's lifecycles, whether it exports them by name or as its default export. */
function defaultExport(module: unknown): unknown {
  if (module && typeof module === 'object' && 'default' in module && !isLifecycles(module))
    return (module as { default: unknown }).default;
  return module;
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
 * Loads single-spa lifecycles a remote exposes (its ./app, or a parcel such as ./sign-in),
 * checking first that the shell satisfies the contracts range the remote was built against (the
 * registry checked at promote; this is the second check).
 */
export async function loadRemoteLifecycles<Lifecycles extends object = RemoteLifecycles>(
  remote: RemoteName,
  expose: `./${string}`,
  config: RuntimeConfig,
): Promise<Lifecycles> {
  const entry = config.remotes[remote];
  if (!entry)
    throw new SpecifyError('SPEC-LOAD-001', `${remote} is not released to ${config.environment}.`, {
      remote,
    });
  if (!satisfiesRange(CONTRACTS_VERSION, entry.contracts)) {
    throw new SpecifyError(
      'SPEC-CONTRACT-001',
      `${remote}@${entry.version} needs @specify/contracts ${entry.contracts}; the shell has ${CONTRACTS_VERSION}.`,
      { remote },
    );
  }
  try {
    const module = await withTimeout(
      loadRemote<unknown>(`${federationName(remote)}/${expose.slice(2)}`),
      config.loadTimeoutMs,
      remote,
    );
    const lifecycles = defaultExport(module);
    if (!isLifecycles(lifecycles)) {
      throw new SpecifyError('SPEC-LOAD-004', `${remote} ${expose} has no single-spa lifecycles.`, {
        remote,
      });
    }
    return lifecycles as Lifecycles;
  } catch (error) {
    // Forget the failed attempt, so Retry fetches the manifest and entry again.
    registerRemotes([{ name: federationName(remote), entry: entry.manifest }], { force: true });
    throw classifyLoadError(remote, error);
  }
}

/** A remote's ./app: the application single-spa mounts on the remote's routes. */
export function loadRemoteApp(remote: RemoteName, config: RuntimeConfig) {
  return loadRemoteLifecycles(remote, APP_EXPOSE, config);
}
