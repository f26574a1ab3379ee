import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES, type RemoteName } from '@specify/contracts';
import type { Environment, Registry, UnrunnableRelease } from '@specify/registry';

/** What `npm start` does with a remote before serving `local`. */
export type LocalStep = 'keep' | 'publish' | 'rebuild';

/**
 * Per remote: keep the version promoted to `local`; publish the checkout's build (building it
 * first if there is none) when none is promoted or its files are gone; or rebuild and publish it
 * when the shell of this checkout cannot run the promoted version (built before a change to
 * @specify/contracts or @specify/ui, so the build in dist is likely as old).
 */
export function localReleasePlan(
  registry: Pick<Registry, 'remoteDir'>,
  repoRoot: string,
  local: Environment,
  unrunnable: readonly UnrunnableRelease[],
): Array<{ remote: RemoteName; step: LocalStep; build: boolean }> {
  const outdated = new Set(unrunnable.map((found) => found.remote));
  return REMOTES.map((remote) => {
    if (outdated.has(remote)) return { remote, step: 'rebuild', build: true };
    const released = local.remotes[remote];
    if (released && existsSync(registry.remoteDir(remote, released.version)))
      return { remote, step: 'keep', build: false };
    const built = existsSync(join(repoRoot, remote, 'dist', 'mf-manifest.json'));
    return { remote, step: 'publish', build: !built };
  });
}
