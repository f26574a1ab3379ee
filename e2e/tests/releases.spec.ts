import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CONTRACTS_VERSION } from '@specify/contracts';
import { createRegistry } from '@specify/registry';
import { E2E_REGISTRY_DIR, REPO_ROOT } from '../playwright.config';

function release(...args: string[]) {
  return execFileSync('node', ['--import', 'tsx', 'infra/registry/src/cli.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, SPECIFY_REGISTRY_DIR: E2E_REGISTRY_DIR },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function contentVersionServed(page: Page): Promise<string> {
  const manifest = page.waitForResponse((response) =>
    /\/remotes\/mf-content\/[^/]+\/mf-manifest\.json$/.test(response.url()),
  );
  await page.goto('/au/warranty');
  await expect(page.getByRole('region', { name: 'Warranty' })).toBeVisible();
  return /\/remotes\/mf-content\/([^/]+)\//.exec((await manifest).url())?.[1] ?? '';
}

test('promote and rollback change what the running site serves, without a restart', async ({
  page,
}) => {
  const registry = createRegistry(E2E_REGISTRY_DIR);
  const before = (await registry.readEnvironment('local')).remotes['mf-content']?.version;
  expect(before).toBeTruthy();
  expect(await contentVersionServed(page)).toBe(before);

  // A new build of mf-content: the same files plus one more, so a new content-addressed version.
  const scratch = await mkdtemp(join(tmpdir(), 'mf-content-next-'));
  await cp(resolve(REPO_ROOT, 'mf-content/dist'), scratch, { recursive: true });
  await writeFile(join(scratch, 'RELEASE-NOTES.txt'), `next build ${Date.now()}\n`);
  const next = await registry.publish('mf-content', scratch, '0.1.0', `^${CONTRACTS_VERSION}`);
  await rm(scratch, { recursive: true, force: true });

  expect(release('promote', `mf-content@${next.version}`, '--env', 'local')).toContain(
    next.version,
  );
  expect(await contentVersionServed(page)).toBe(next.version);
  expect(release('status', '--env', 'local')).toContain(
    `mf-content           ${next.version}  (previous ${before})`,
  );

  expect(release('rollback', 'mf-content', '--env', 'local')).toContain(String(before));
  expect(await contentVersionServed(page)).toBe(before);
});

test('promote refuses a remote built against contracts the shell cannot satisfy', async () => {
  const registry = createRegistry(E2E_REGISTRY_DIR);
  const scratch = await mkdtemp(join(tmpdir(), 'mf-content-future-'));
  await cp(resolve(REPO_ROOT, 'mf-content/dist'), scratch, { recursive: true });
  await writeFile(join(scratch, 'RELEASE-NOTES.txt'), `future ${Date.now()}\n`);
  const future = await registry.publish('mf-content', scratch, '0.1.0', '^2.0.0');
  await rm(scratch, { recursive: true, force: true });
  let message = '';
  try {
    release('promote', `mf-content@${future.version}`, '--env', 'local');
  } catch (error) {
    message = String((error as { stderr?: string }).stderr);
  }
  expect(message).toContain('Refusing to promote');
  expect(message).toContain('^2.0.0');
});
