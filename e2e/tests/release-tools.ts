import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CONTRACTS_VERSION, type RemoteName } from '@specify/contracts';
import { createRegistry, shellPackages } from '@specify/registry';
import { E2E_REGISTRY_DIR, REPO_ROOT } from '../playwright.config';

/** The release CLI, as a person runs it against the e2e platform's registry. */
export function release(...args: string[]): string {
  return execFileSync('node', ['--import', 'tsx', 'infra/registry/src/cli.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, SPECIFY_REGISTRY_DIR: E2E_REGISTRY_DIR },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * Publishes a new build of a remote to the e2e registry: the built files plus one more (so a new
 * content-addressed version), changed by `patch` before publishing if given. Returns its version.
 * Publishing changes nothing any session is served until the version is promoted or overridden.
 */
export async function publishRemote(
  remote: RemoteName,
  label: string,
  {
    contracts = `^${CONTRACTS_VERSION}`,
    patch,
  }: { contracts?: string; patch?: (dir: string) => Promise<void> } = {},
): Promise<string> {
  const scratch = await mkdtemp(join(tmpdir(), `${remote}-${label}-`));
  try {
    await cp(resolve(REPO_ROOT, remote, 'dist'), scratch, { recursive: true });
    await writeFile(join(scratch, 'RELEASE-NOTES.txt'), `${label} build ${Date.now()}\n`);
    await patch?.(scratch);
    const published = await createRegistry(E2E_REGISTRY_DIR).publish(remote, scratch, '0.1.0', {
      contracts,
      ui: `^${shellPackages(REPO_ROOT).ui}`,
    });
    return published.version;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** publishRemote for mf-content. */
export function publishContent(
  label: string,
  options: { contracts?: string; patch?: (dir: string) => Promise<void> } = {},
): Promise<string> {
  return publishRemote('mf-content', label, options);
}
