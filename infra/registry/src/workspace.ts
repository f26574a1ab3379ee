import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteName } from '@specify/contracts';
import type { Registry, Release } from './registry';

interface PackageJson {
  version: string;
  dependencies?: Record<string, string>;
}

function readPackage(dir: string): PackageJson {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/** The @specify/contracts version the shell in this checkout is built with. */
export function shellContractsVersion(repoRoot: string): string {
  return readPackage(join(repoRoot, 'shared-contracts')).version;
}

/**
 * A release's build of a remote: production, keeping webpack's cache on disk so the next publish
 * of the same remote rebuilds only what changed (tooling/build/webpack.cjs persistentCache).
 */
export function buildWorkspace(repoRoot: string, workspace: string) {
  execFileSync('npm', ['run', 'build', '--silent', '-w', workspace, '--', '--env', 'keepCache'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
}

/** Builds (unless told not to) and publishes a remote from this checkout. */
export async function publishFromWorkspace(
  registry: Registry,
  repoRoot: string,
  name: RemoteName,
  options: { build: boolean; actor?: string },
): Promise<Release> {
  const dir = join(repoRoot, name);
  if (options.build) buildWorkspace(repoRoot, name);
  const pkg = readPackage(dir);
  const contracts = pkg.dependencies?.['@specify/contracts'];
  if (!contracts) throw new Error(`${name}/package.json does not depend on @specify/contracts.`);
  return registry.publish(name, join(dir, 'dist'), pkg.version, contracts, {
    actor: options.actor,
  });
}
