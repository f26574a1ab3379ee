import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteName } from '@specify/contracts';
import type { ShellPackages } from './environment';
import type { Registry, Release } from './registry';

interface PackageJson {
  version: string;
  dependencies?: Record<string, string>;
}

function readPackage(dir: string): PackageJson {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/** The versions of @specify/contracts and @specify/ui the shell in this checkout is built with. */
export function shellPackages(repoRoot: string): ShellPackages {
  return {
    contracts: readPackage(join(repoRoot, 'shared-contracts')).version,
    ui: readPackage(join(repoRoot, 'shared-ui')).version,
  };
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
  const range = (dependency: string) => {
    const found = pkg.dependencies?.[dependency];
    if (!found) throw new Error(`${name}/package.json does not depend on ${dependency}.`);
    return found;
  };
  const needs = { contracts: range('@specify/contracts'), ui: range('@specify/ui') };
  return registry.publish(name, join(dir, 'dist'), pkg.version, needs, { actor: options.actor });
}
