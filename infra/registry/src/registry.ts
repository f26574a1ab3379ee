import { createHash, randomUUID } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import satisfies from 'semver/functions/satisfies';
import valid from 'semver/functions/valid';
import * as v from 'valibot';
import { REMOTES, isRemoteName, type RemoteName, type RuntimeConfig } from '@specify/contracts';
import { DEFAULT_LOCK_OPTIONS, withFileLock, type LockOptions } from './file-lock';
import { assertEnvironmentName, assertRemoteName, assertVersion } from './names';
import { RegistryError } from './registry-error';

export { RegistryError };

export const releaseSchema = v.object({
  name: v.picklist(REMOTES),
  version: v.string(),
  /** The @specify/contracts range the remote was built against. */
  contracts: v.string(),
  publishedAt: v.string(),
});
export type Release = v.InferOutput<typeof releaseSchema>;

const environmentSchema = v.object({
  environment: v.string(),
  /** The @specify/contracts version of the shell this environment runs. */
  shellContracts: v.string(),
  loadTimeoutMs: v.optional(v.number(), 4000),
  remotes: v.record(v.string(), v.object({ version: v.string(), history: v.array(v.string()) })),
});
export type Environment = v.InferOutput<typeof environmentSchema>;

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
  const environmentFile = (environment: string) => {
    assertEnvironmentName(environment);
    return join(root, 'environments', `${environment}.json`);
  };

  async function readRelease(name: RemoteName, version: string): Promise<Release> {
    const file = releaseFile(name, version);
    if (!existsSync(file))
      throw new RegistryError(
        `${name}@${version} is not published. Run: npm run release -- publish ${name}`,
      );
    return v.parse(releaseSchema, JSON.parse(await readFile(file, 'utf8')));
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

  return {
    root,
    remoteDir,

    /** Stores a built remote as a new immutable version (or returns the existing identical one). */
    async publish(
      name: RemoteName,
      distDir: string,
      packageVersion: string,
      contracts: string,
    ): Promise<Release> {
      assertRemoteName(name);
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

    /** Points an environment at a version, refusing one whose contracts range the shell cannot meet. */
    async promote(name: RemoteName, version: string, environment: string): Promise<Environment> {
      const release = await readRelease(name, version);
      await readEnvironment(environment); // an unknown environment is refused before any lock file
      return withEnvironmentLock(environment, async () => {
        const env = await readEnvironment(environment);
        if (!satisfies(env.shellContracts, release.contracts)) {
          throw new RegistryError(
            `Refusing to promote ${name}@${version} to ${environment}: it was built against @specify/contracts ${release.contracts}, ` +
              `but the shell in ${environment} provides ${env.shellContracts}. Rebuild ${name} against the current contracts, or release a shell that satisfies it first.`,
          );
        }
        const current = env.remotes[name];
        if (current?.version === version) return env;
        const history = current ? [...current.history, current.version] : [];
        env.remotes[name] = { version, history };
        return writeEnvironment(environment, env);
      });
    },

    /** Puts an environment back on the version it ran before the last promotion. */
    async rollback(name: RemoteName, environment: string): Promise<Environment> {
      assertRemoteName(name);
      await readEnvironment(environment); // an unknown environment is refused before any lock file
      return withEnvironmentLock(environment, async () => {
        const env = await readEnvironment(environment);
        const current = env.remotes[name];
        const previous = current?.history.at(-1);
        if (!current || !previous)
          throw new RegistryError(
            `${name} has no earlier version in ${environment} to roll back to.`,
          );
        env.remotes[name] = { version: previous, history: current.history.slice(0, -1) };
        return writeEnvironment(environment, env);
      });
    },

    /** The runtime config the shell reads at boot, built from the environment file each time. */
    async runtimeConfig(environment: string): Promise<RuntimeConfig> {
      const env = await readEnvironment(environment);
      const remotes: RuntimeConfig['remotes'] = {};
      for (const [name, entry] of Object.entries(env.remotes)) {
        if (!isRemoteName(name)) continue;
        const release = await readRelease(name, entry.version);
        remotes[name] = {
          version: entry.version,
          manifest: `/remotes/${name}/${entry.version}/mf-manifest.json`,
          contracts: release.contracts,
        };
      }
      return { environment, remotes, loadTimeoutMs: env.loadTimeoutMs };
    },
  };
}

export type Registry = ReturnType<typeof createRegistry>;
