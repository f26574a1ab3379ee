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
import { UI_VERSION, type RemoteLifecycles } from '@specify/ui';
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

/** The deadline of each remote's load in flight, which its manifest fetch follows. */
const deadlines = new Map<RemoteName, AbortSignal>();

/** The runtime plugin's view of a load's deadline (specifyRuntimePlugin). */
export function loadDeadline(remote: RemoteName): AbortSignal | undefined {
  return deadlines.get(remote);
}

/** Rejects with the deadline's reason once it passes. */
function passed(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as unknown), { once: true });
  });
}

/**
 * Loads single-spa lifecycles a remote exposes (its ./app, or a parcel such as ./sign-in),
 * checking first that the shell satisfies the contracts and ui ranges the remote was built against
 * (the registry checked at promote; this is the second check, for a shell released since).
 */
export async function loadRemoteLifecycles<Lifecycles extends object = RemoteLifecycles>(
  remote: RemoteName,
  expose: `./${string}`,
  config: RuntimeConfig,
  /** Ends the load early (a Retry replaced it), as its deadline would. */
  signal?: AbortSignal,
): Promise<Lifecycles> {
  const entry = config.remotes[remote];
  if (!entry)
    throw new SpecifyError('SPEC-LOAD-001', `${remote} is not released to ${config.environment}.`, {
      remote,
    });
  const provided: Array<[name: string, range: string, version: string]> = [
    ['@specify/contracts', entry.contracts, CONTRACTS_VERSION],
    ['@specify/ui', entry.ui, UI_VERSION],
  ];
  const unmet = provided.filter(([, range, version]) => !satisfiesRange(version, range));
  if (unmet.length > 0) {
    const needs = unmet.map(([name, range]) => `${name} ${range}`).join(' and ');
    const has = unmet.map(([name, , version]) => `${name} ${version}`).join(' and ');
    throw new SpecifyError(
      'SPEC-CONTRACT-001',
      `${remote}@${entry.version} needs ${needs}; the shell has ${has}.`,
      { remote },
    );
  }
  // The one time limit of a load: the manifest fetch is aborted at it, and the load fails then
  // whatever the runtime is still waiting for.
  const deadline = new AbortController();
  const timer = setTimeout(
    () =>
      deadline.abort(
        new SpecifyError(
          'SPEC-LOAD-002',
          `${remote} did not load within ${config.loadTimeoutMs} ms.`,
          { remote },
        ),
      ),
    config.loadTimeoutMs,
  );
  const stop = () => deadline.abort(signal?.reason);
  signal?.addEventListener('abort', stop, { once: true });
  if (signal?.aborted) stop();
  deadlines.set(remote, deadline.signal);
  try {
    const module = await Promise.race([
      loadRemote<unknown>(`${federationName(remote)}/${expose.slice(2)}`),
      passed(deadline.signal),
    ]);
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
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
    if (deadlines.get(remote) === deadline.signal) deadlines.delete(remote);
  }
}

/** A remote's ./app: the application single-spa mounts on the remote's routes. */
export function loadRemoteApp(remote: RemoteName, config: RuntimeConfig, signal?: AbortSignal) {
  return loadRemoteLifecycles(remote, APP_EXPOSE, config, signal);
}

/** Loads of a remote's ./app begun before its region asked for one, until the region takes it. */
const begun = new Map<
  RemoteName,
  { lifecycles: Promise<RemoteLifecycles>; controller: AbortController }
>();
/** Who waits to hear that a begun load has requested its remote's scripts. */
const scriptWaiters = new Map<RemoteName, () => void>();

/** The runtime plugin's word that the MF runtime is requesting one of a remote's scripts. */
export function scriptRequested(remote: RemoteName) {
  scriptWaiters.get(remote)?.();
}

/**
 * Begins loading a remote's ./app before its region asks (the page's remote, at boot), for the
 * region to take over (loadRemoteAppOnce). Resolves once the MF runtime requests the remote's
 * scripts (its manifest is read), or once the load has ended, whichever comes first.
 */
export function beginLoadingRemoteApp(remote: RemoteName, config: RuntimeConfig): Promise<void> {
  const controller = new AbortController();
  const requested = new Promise<void>((resolve) => scriptWaiters.set(remote, resolve));
  const lifecycles = loadRemoteApp(remote, config, controller.signal);
  begun.set(remote, { lifecycles, controller });
  // Also marks a failure as handled until the region takes the load over and reports it.
  const ended = lifecycles.then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([requested, ended]).finally(() => scriptWaiters.delete(remote));
}

/**
 * loadRemoteApp, or the load begun for the remote if there is one (so nothing loads twice): it
 * keeps its own deadline, and `signal` (a Retry) ends it as it would a load of the region's own.
 */
export function loadRemoteAppOnce(
  remote: RemoteName,
  config: RuntimeConfig,
  signal: AbortSignal,
): Promise<RemoteLifecycles> {
  const load = begun.get(remote);
  if (!load) return loadRemoteApp(remote, config, signal);
  begun.delete(remote);
  const stop = () => load.controller.abort(signal.reason);
  if (signal.aborted) stop();
  else signal.addEventListener('abort', stop, { once: true });
  return load.lifecycles;
}
