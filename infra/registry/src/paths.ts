import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The monorepo root: the nearest folder upwards holding turbo.json. */
export function findRepoRoot(start = process.cwd()): string {
  let current = resolve(start);
  while (!existsSync(join(current, 'turbo.json'))) {
    const parent = dirname(current);
    if (parent === current)
      throw new Error(`No turbo.json above ${start}: run from inside the Specify repo.`);
    current = parent;
  }
  return current;
}

/**
 * Where releases live. Locally a folder (default .data/registry); in production the same layout
 * on a bucket behind the CDN. SPECIFY_REGISTRY_DIR points elsewhere, e.g. for tests.
 */
export function registryRoot(repoRoot = findRepoRoot()): string {
  const configured = process.env.SPECIFY_REGISTRY_DIR;
  return configured ? resolve(repoRoot, configured) : join(repoRoot, '.data', 'registry');
}
