import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES } from '@specify/contracts';
import {
  buildWorkspace,
  createRegistry,
  findRepoRoot,
  publishFromWorkspace,
  registryRoot,
  shellContractsVersion,
} from '@specify/registry';
import { exitOnStartFailure, parseEnv } from './config/env';
import { serve } from './main';

/**
 * `npm start`: on a fresh checkout, build what is missing, release every remote to the local
 * environment that has no version there yet, then serve. Later starts just serve.
 */
async function start() {
  const env = parseEnv(process.env);
  const repoRoot = findRepoRoot();
  const registry = createRegistry(registryRoot(repoRoot));
  const local = await registry.ensureEnvironment('local', shellContractsVersion(repoRoot));

  if (!existsSync(join(repoRoot, 'shell', 'dist', 'index.html'))) buildWorkspace(repoRoot, 'shell');
  for (const remote of REMOTES) {
    const released = local.remotes[remote];
    if (released && existsSync(registry.remoteDir(remote, released.version))) continue;
    const built = existsSync(join(repoRoot, remote, 'dist', 'mf-manifest.json'));
    const release = await publishFromWorkspace(registry, repoRoot, remote, { build: !built });
    await registry.promote(remote, release.version, 'local');
    console.info(`Released ${remote}@${release.version} to local`);
  }
  await serve(env);
}

start().catch(exitOnStartFailure);
