import { randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { type RemoteName } from '@specify/contracts';
import {
  environmentSchema,
  releaseSchema,
  type Environment,
  type Release,
  type RemoteRelease,
} from './environment';
import { DEFAULT_LOCK_OPTIONS, withFileLock, type LockOptions } from './file-lock';
import { appendHistory } from './history';
import { assertEnvironmentName, assertRemoteName, assertVersion } from './names';
import { RegistryError } from './registry-error';
import { type RemoteChange } from './remote-changes';

/**
 * Where the registry keeps things, and how it reads and writes them: every path built from a
 * checked name, released versions cached (they never change), environment files written
 * atomically under their lock with each change appended to the environment's history.
 */
/** Release files never change once written; a platform reads the same few on every page. */
const MAX_CACHED_RELEASES = 1000;

export async function writeJsonAtomically(file: string, value: unknown) {
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`);
  await rename(temporary, file);
}

export function createRegistryStore(root: string, lockOptions: LockOptions = DEFAULT_LOCK_OPTIONS) {
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
    releaseFile,
    publishHistoryFile,
    environmentFile,
    environmentHistoryFile,
    readRelease,
    readEnvironment,
    writeEnvironment,
    withEnvironmentLock,
    changeRemote,
  };
}

export type RegistryStore = ReturnType<typeof createRegistryStore>;
