import { releaseSchema, type Environment, type Release } from './environment';
import { DEFAULT_LOCK_OPTIONS, type LockOptions } from './file-lock';
import { RegistryError } from './registry-error';
import { registryLifecycle } from './registry-lifecycle';
import { registryServing } from './registry-serving';
import { createRegistryStore } from './registry-store';

export { RegistryError, releaseSchema, type Environment, type Release };

/**
 * The release registry under `root`: its store (registry-store.ts), the releases' lifecycle
 * (registry-lifecycle.ts) and what a platform serves from it (registry-serving.ts).
 */
export function createRegistry(root: string, lockOptions: LockOptions = DEFAULT_LOCK_OPTIONS) {
  const store = createRegistryStore(root, lockOptions);
  return {
    root,
    remoteDir: store.remoteDir,
    readEnvironment: store.readEnvironment,
    readRelease: store.readRelease,
    ...registryLifecycle(store),
    ...registryServing(store),
  };
}

export type Registry = ReturnType<typeof createRegistry>;
