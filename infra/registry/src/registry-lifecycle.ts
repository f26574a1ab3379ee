import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import valid from 'semver/functions/valid';
import { REMOTES, isRemoteName, type RemoteName } from '@specify/contracts';
import {
  promotionShare,
  shellMismatch,
  shellOf,
  type Environment,
  type Release,
  type ShellPackages,
} from './environment';
import {
  appendHistory,
  historyActor,
  historyReason,
  inTimeOrder,
  readHistory,
  type HistoryEntry,
} from './history';
import { assertRemoteName, assertVersion } from './names';
import { RegistryError } from './registry-error';
import { writeJsonAtomically, type RegistryStore } from './registry-store';
import {
  dropCanary,
  finishCanary,
  promoteCanary,
  promoteStable,
  rollBackStable,
} from './remote-changes';

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

/**
 * A remote's releases through their life: published as immutable versions, promoted to an
 * environment (stable, or a canary to a share of sessions), finished, rolled back, with the
 * history of every step.
 */
export function registryLifecycle(store: RegistryStore) {
  const {
    root,
    remoteDir,
    releaseFile,
    publishHistoryFile,
    environmentFile,
    environmentHistoryFile,
    readRelease,
    readEnvironment,
    writeEnvironment,
    withEnvironmentLock,
    changeRemote,
  } = store;

  return {
    /** Stores a built remote as a new immutable version (or returns the existing identical one). */
    async publish(
      name: RemoteName,
      distDir: string,
      packageVersion: string,
      /** The ranges of the shell's packages the remote was built against. */
      needs: ShellPackages,
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
      const release: Release = {
        name,
        version,
        contracts: needs.contracts,
        ui: needs.ui,
        publishedAt: new Date().toISOString(),
      };
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
    async createEnvironment(environment: string, shell: ShellPackages): Promise<Environment> {
      const file = environmentFile(environment);
      await mkdir(dirname(file), { recursive: true });
      return withEnvironmentLock(environment, async () => {
        if (existsSync(file))
          throw new RegistryError(`Environment "${environment}" already exists.`);
        return writeEnvironment(environment, {
          environment,
          shellContracts: shell.contracts,
          shellUi: shell.ui,
          loadTimeoutMs: 4000,
          remotes: {},
        });
      });
    },

    /**
     * For the platform serving an environment: records the versions of the shell it serves (a
     * shell release), creating the environment if it is new (`npm start` on a fresh checkout).
     * The remotes already promoted there stay; `unrunnable` tells which this shell cannot run.
     */
    async ensureEnvironment(
      environment: string,
      shell: ShellPackages,
      loadTimeoutMs?: number,
    ): Promise<Environment> {
      const file = environmentFile(environment);
      await mkdir(dirname(file), { recursive: true });
      return withEnvironmentLock(environment, async () => {
        const existing = existsSync(file) ? await readEnvironment(environment) : undefined;
        return writeEnvironment(environment, {
          environment,
          shellContracts: shell.contracts,
          shellUi: shell.ui,
          loadTimeoutMs: loadTimeoutMs ?? existing?.loadTimeoutMs ?? 4000,
          remotes: existing?.remotes ?? {},
        });
      });
    },

    /**
     * Points an environment at a version, refusing one whose contracts or ui range the shell
     * cannot meet. With a canary share (1..99) the version is served to that share of sessions beside the
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
        const mismatch = shellMismatch(release, environment, shellOf(env));
        if (mismatch) {
          throw new RegistryError(
            `Refusing to promote ${name}@${version} to ${environment}: ${mismatch}. ` +
              `Rebuild ${name} against the shell's packages, or release a shell that satisfies it first.`,
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
