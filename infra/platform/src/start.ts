import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildWorkspace,
  createRegistry,
  findRepoRoot,
  publishFromWorkspace,
  registryRoot,
  shellPackages,
} from '@specify/registry';
import { exitOnStartFailure, parseEnv } from './config/env';
import { localReleasePlan } from './local-release';
import { serve } from './main';

/**
 * `npm start`: on a fresh checkout, build what is missing, release every remote to the local
 * environment that has no version there yet, or whose version there this checkout's shell cannot
 * run, then serve. Later starts just serve.
 */
async function start() {
  const env = parseEnv(process.env);
  const repoRoot = findRepoRoot();
  const registry = createRegistry(registryRoot(repoRoot));
  const local = await registry.ensureEnvironment('local', shellPackages(repoRoot));
  const plan = localReleasePlan(registry, repoRoot, local, await registry.unrunnable('local'));

  if (!existsSync(join(repoRoot, 'shell', 'dist', 'index.html'))) buildWorkspace(repoRoot, 'shell');
  for (const { remote, step, build } of plan) {
    if (step === 'keep') continue;
    const release = await publishFromWorkspace(registry, repoRoot, remote, { build });
    await registry.promote(remote, release.version, 'local');
    console.info(`Released ${remote}@${release.version} to local`);
  }
  await serve(env);
}

start().catch(exitOnStartFailure);
