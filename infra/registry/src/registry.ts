import { createHash, randomUUID } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import valid from 'semver/functions/valid';
import * as v from 'valibot';
import {
  REMOTES,
  isRemoteName,
  remoteOverridesSchema,
  type RemoteName,
  type RemoteOverride,
  type RuntimeConfig,
} from '@specify/contracts';
import {
  contractsMismatch,
  environmentSchema,
  promotionShare,
  releaseSchema,
  type Environment,
  type Release,
  type RemoteRelease,
} from './environment';
import { DEFAULT_LOCK_OPTIONS, withFileLock, type LockOptions } from './file-lock';
import {
  appendHistory,
  historyActor,
  historyReason,
  inTimeOrder,
  readHistory,
  type HistoryEntry,
} from './history';
import { assertEnvironmentName, assertRemoteName, assertVersion } from './names';
import { RegistryError } from './registry-error';
import {
  dropCanary,
  finishCanary,
  promoteCanary,
  promoteStable,
  rollBackStable,
  type RemoteChange,
} from './remote-changes';

export { RegistryError, releaseSchema, type Environment, type Release };

export interface ActorOptions {
  /** Who acts, recorded in the history: the CLI's user, `auto` for the platform; else `unknown`. */
  actor?: string;
}
export interface PromoteOptions extends ActorOptions {
  /** 1..99: a canary served to that percentage of sessions; none or 100: the stable version. */
  canaryShare?: number;
}
export interface RollbackOptions extends ActorOptions {
  reason?: string;
}
export interface CanaryStatus {
  remote: RemoteName;
  stable: string;
  canary: string;
  share: number;
  since: string;
}
export type OverrideCheck = { ok: true } | { ok: false; message: string };
export interface RuntimeConfigOptions {
  /** The session's bucket, 0..99 (sticky per browser): below a canary's share gets the canary. */
  bucket?: number;
  /** QA overrides for this session, checked beforehand with checkOverrides. */
  overrides?: RemoteOverride[];
}

/** Release files never change once written; a platform reads the same few on every page. */
const MAX_CACHED_RELEASES = 1000;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** A version id from the package version and a hash of every built file: same build, same id. */
async function contentVersion(packageVersion: string, distDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(distDir)) {
    hash.update(file);
    hash.update(await readFile(join(distDir, file)));
  }
  return `${packageVersion}-${hash.digest('hex').slice(0, 10)}`;
}

async function writeJsonAtomically(file: string, value: unknown) {
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`);
  await rename(temporary, file);
}

export function createRegistry(root: string, lockOptions: LockOptions = DEFAULT_LOCK_OPTIONS) {
  // Every name is checked before a path is built from it (see names.ts).
  const remoteDir = (name: RemoteName, version: string) => {
    assertRemoteName(name);
    assertVersion(version);
    return join(root, 'remotes', name, version);
  };
  const releaseFile = (name: RemoteName, version: string) => {
    assertRemoteName(name);
    assertVersion(version);
    return join(root, 'releases', name, `${version}.json`);
  };
  const publishHistoryFile = (name: RemoteName) => {
    assertRemoteName(name);
    return join(root, 'releases', name, 'history.jsonl');
  };
  const environmentFile = (environment: string) => {
    assertEnvironmentName(environment);
    return join(root, 'environments', `${environment}.json`);
  };
  const environmentHistoryFile = (environment: string) => {
    assertEnvironmentName(environment);
    return join(root, 'environments', `${environment}.history.jsonl`);
  };

  const releases = new Map<string, Release>();

  async function readRelease(name: RemoteName, version: string): Promise<Release> {
    const file = releaseFile(name, version);
    const cached = releases.get(file);
    if (cached) return cached;
    if (!existsSync(file))
      throw new RegistryError(
        `${name}@${version} is not published. Run: npm run release -- publish ${name}`,
      );
    const release = Object.freeze(v.parse(releaseSchema, JSON.parse(await readFile(file, 'utf8'))));
    const oldest = releases.keys().next();
    if (releases.size >= MAX_CACHED_RELEASES && !oldest.done) releases.delete(oldest.value);
    releases.set(file, release);
    return release;
  }

  async function readEnvironment(environment: string): Promise<Environment> {
    const file = environmentFile(environment);
    if (!existsSync(file))
      throw new RegistryError(
        `Environment "${environment}" does not exist in ${root}. Create it first: npm run release -- create-env ${environment}`,
      );
    return v.parse(environmentSchema, JSON.parse(await readFile(file, 'utf8')));
  }

  async function writeEnvironment(environment: string, env: Environment): Promise<Environment> {
    await writeJsonAtomically(environmentFile(environment), env);
    return env;
  }

  /**
   * Runs a read-modify-write of an environment file holding its lock, so that concurrent release
   * commands (in this process or others) never lose each other's writes.
   */
  function withEnvironmentLock<T>(environment: string, critical: () => Promise<T>): Promise<T> {
    return withFileLock(`${environmentFile(environment)}.lock`, critical, lockOptions);
  }

  /**
   * Under the environment's lock: `change` sees the remote's current entry and returns its new one
   * (or undefined when nothing changes); the file is rewritten and the change appended to the
   * environment's history before the lock is released.
   */
  async function changeRemote(
    name: RemoteName,
    environment: string,
    actor: string,
    change: (
      env: Environment,
      current: RemoteRelease | undefined,
      at: string,
    ) => RemoteChange | undefined,
  ): Promise<{ env: Environment; changed: boolean }> {
    assertRemoteName(name);
    await readEnvironment(environment); // an unknown environment is refused before any lock file
    return withEnvironmentLock(environment, async () => {
      const env = await readEnvironment(environment);
      const at = new Date().toISOString();
      const result = change(env, env.remotes[name], at);
      if (!result) return { env, changed: false };
      env.remotes[name] = result.entry;
      await writeEnvironment(environment, env);
      await appendHistory(environmentHistoryFile(environment), {
        at,
        actor,
        remote: name,
        ...result.event,
      });
      return { env, changed: true };
    });
  }

  return {
    root,
    remoteDir,

    /** Stores a built remote as a new immutable version (or returns the existing identical one). */
    async publish(
      name: RemoteName,
      distDir: string,
      packageVersion: string,
      contracts: string,
      options: ActorOptions = {},
    ): Promise<Release> {
      assertRemoteName(name);
      const actor = historyActor(options.actor);
      if (valid(packageVersion) !== packageVersion) {
        throw new RegistryError(`${name}'s package version "${packageVersion}" is not semver.`);
      }
      if (!existsSync(join(distDir, 'mf-manifest.json'))) {
        throw new RegistryError(`${distDir} has no mf-manifest.json: build ${name} first.`);
      }
      const version = await contentVersion(packageVersion, distDir);
      if (existsSync(releaseFile(name, version))) return readRelease(name, version);
      const target = remoteDir(name, version);
      await mkdir(join(root, 'releases', name), { recursive: true });
      await cp(distDir, target, { recursive: true });
      const release: Release = { name, version, contracts, publishedAt: new Date().toISOString() };
      await writeJsonAtomically(releaseFile(name, version), release);
      // Publishing belongs to no environment, so it has its own history beside the releases.
      await appendHistory(publishHistoryFile(name), {
        at: release.publishedAt,
        actor,
        action: 'publish',
        remote: name,
        version,
      });
      return release;
    },

    /** Creates an environment running no remotes yet; refuses one that exists. */
    async createEnvironment(environment: string, shellContracts: string): Promise<Environment> {
      const file = environmentFile(environment);
      await mkdir(dirname(file), { recursive: true });
      return withEnvironmentLock(environment, async () => {
        if (existsSync(file))
          throw new RegistryError(`Environment "${environment}" already exists.`);
        return writeEnvironment(environment, {
          environment,
          shellContracts,
          loadTimeoutMs: 4000,
          remotes: {},
        });
      });
    },

    /**
     * For the platform serving an environment: records the contracts version of the shell it
     * serves, creating the environment if it is new (`npm start` on a fresh checkout).
     */
    async ensureEnvironment(
      environment: string,
      shellContracts: string,
      loadTimeoutMs?: number,
    ): Promise<Environment> {
      const file = environmentFile(environment);
      await mkdir(dirname(file), { recursive: true });
      return withEnvironmentLock(environment, async () => {
        const existing = existsSync(file) ? await readEnvironment(environment) : undefined;
        return writeEnvironment(environment, {
          environment,
          shellContracts,
          loadTimeoutMs: loadTimeoutMs ?? existing?.loadTimeoutMs ?? 4000,
          remotes: existing?.remotes ?? {},
        });
      });
    },

    readEnvironment,
    readRelease,

    /**
     * Points an environment at a version, refusing one whose contracts range the shell cannot
     * meet. With a canary share (1..99) the version is served to that share of sessions beside the
     * unchanged stable one, replacing any earlier canary; without one (or 100) it becomes stable
     * and any canary ends.
     */
    async promote(
      name: RemoteName,
      version: string,
      environment: string,
      options: PromoteOptions = {},
    ): Promise<Environment> {
      const share = promotionShare(options.canaryShare);
      const actor = historyActor(options.actor);
      const release = await readRelease(name, version);
      const { env } = await changeRemote(name, environment, actor, (env, current, at) => {
        const mismatch = contractsMismatch(release, environment, env.shellContracts);
        if (mismatch) {
          throw new RegistryError(
            `Refusing to promote ${name}@${version} to ${environment}: ${mismatch}. ` +
              `Rebuild ${name} against the current contracts, or release a shell that satisfies it first.`,
          );
        }
        return share === 'stable'
          ? promoteStable(current, version)
          : promoteCanary(name, environment, current, version, share, at);
      });
      return env;
    },

    /** Makes the remote's canary its stable version, for every session. */
    async finishCanary(
      name: RemoteName,
      environment: string,
      options: ActorOptions = {},
    ): Promise<Environment> {
      const actor = historyActor(options.actor);
      const { env } = await changeRemote(name, environment, actor, (_env, current) =>
        finishCanary(name, environment, current),
      );
      return env;
    },

    /**
     * With a canary: drops it, so every session runs the stable version again. Without one: puts
     * the environment back on the stable version it ran before the last promotion.
     */
    async rollback(
      name: RemoteName,
      environment: string,
      options: RollbackOptions = {},
    ): Promise<Environment> {
      const actor = historyActor(options.actor);
      const reason = historyReason(options.reason);
      const { env } = await changeRemote(name, environment, actor, (_env, current) =>
        current?.canary
          ? dropCanary(current, reason)
          : rollBackStable(name, environment, current, reason),
      );
      return env;
    },

    /**
     * Drops the remote's canary only if it is still `version`: of several platform instances that
     * decide at once, the first rolls back and the others find nothing to do (false).
     */
    async rollbackCanary(
      name: RemoteName,
      environment: string,
      version: string,
      options: { actor: string; reason: string },
    ): Promise<boolean> {
      assertVersion(version);
      const actor = historyActor(options.actor);
      const reason = historyReason(options.reason);
      const { changed } = await changeRemote(name, environment, actor, (_env, current) =>
        current?.canary?.version === version ? dropCanary(current, reason) : undefined,
      );
      return changed;
    },

    /** The environment's running canaries. */
    async canaries(environment: string): Promise<CanaryStatus[]> {
      const env = await readEnvironment(environment);
      return Object.entries(env.remotes).flatMap(([remote, entry]) =>
        isRemoteName(remote) && entry.canary
          ? [
              {
                remote,
                stable: entry.version,
                canary: entry.canary.version,
                share: entry.canary.share,
                since: entry.canary.since,
              },
            ]
          : [],
      );
    },

    /**
     * Whether QA overrides may be served in an environment: each version must be published and
     * built against contracts its shell provides. The refusal names the first offending override
     * and why, in words fit to show QA; a version that is not published is not repeated (a link's
     * author wrote it, and the page shows the refusal).
     */
    async checkOverrides(environment: string, overrides: RemoteOverride[]): Promise<OverrideCheck> {
      const env = await readEnvironment(environment);
      if (!v.is(remoteOverridesSchema, overrides)) {
        return {
          ok: false,
          message: 'Overrides name known remotes, each once, as mf-name@version.',
        };
      }
      for (const { remote, version } of overrides) {
        const refuse = (why: string) => ({
          ok: false as const,
          message: `Refusing the override ${remote}@${version}: ${why}.`,
        });
        let release: Release;
        try {
          release = await readRelease(remote, version);
        } catch (error) {
          if (error instanceof RegistryError)
            return {
              ok: false,
              message: `Refusing the override of ${remote}: the version asked for is not published.`,
            };
          throw error;
        }
        const mismatch = contractsMismatch(release, environment, env.shellContracts);
        if (mismatch) return refuse(mismatch);
      }
      return { ok: true };
    },

    /**
     * The runtime config the shell reads at boot. The environment file is read on each call, so a
     * promotion needs no restart. A canary's version goes to sessions whose bucket is below its
     * share (none without a bucket); overrides replace their remote's entry and are listed.
     */
    async runtimeConfig(
      environment: string,
      options: RuntimeConfigOptions = {},
    ): Promise<RuntimeConfig> {
      const { bucket, overrides = [] } = options;
      if (bucket !== undefined && !(Number.isInteger(bucket) && bucket >= 0 && bucket <= 99)) {
        throw new RegistryError(`A session bucket is a whole number from 0 to 99, not ${bucket}.`);
      }
      const env = await readEnvironment(environment);
      const served = new Map<RemoteName, string>();
      for (const [name, entry] of Object.entries(env.remotes)) {
        if (!isRemoteName(name)) continue;
        const inCanary = entry.canary && bucket !== undefined && bucket < entry.canary.share;
        served.set(name, inCanary && entry.canary ? entry.canary.version : entry.version);
      }
      for (const { remote, version } of overrides) served.set(remote, version);
      const entries = await Promise.all(
        [...served].map(async ([name, version]) => {
          const release = await readRelease(name, version);
          const manifest = `/remotes/${name}/${version}/mf-manifest.json`;
          return [name, { version, manifest, contracts: release.contracts }] as const;
        }),
      );
      const config: RuntimeConfig = {
        environment,
        remotes: Object.fromEntries(entries),
        loadTimeoutMs: env.loadTimeoutMs,
      };
      if (overrides.length > 0) {
        config.overrides = overrides.map(({ remote, version }) => ({ remote, version }));
      }
      return config;
    },

    /**
     * The environment's history (of one remote, or all), with the publishes of the remotes it
     * covers, in time order.
     */
    async history(environment: string, remote?: RemoteName): Promise<HistoryEntry[]> {
      if (remote !== undefined) assertRemoteName(remote);
      await readEnvironment(environment); // a mistyped environment is refused, not shown empty
      const entries = await readHistory(environmentHistoryFile(environment));
      const remotes = remote ? [remote] : REMOTES;
      const publishes = await Promise.all(
        remotes.map((name) => readHistory(publishHistoryFile(name))),
      );
      return inTimeOrder(
        ...publishes,
        entries.filter((entry) => remote === undefined || entry.remote === remote),
      );
    },
  };
}

export type Registry = ReturnType<typeof createRegistry>;
