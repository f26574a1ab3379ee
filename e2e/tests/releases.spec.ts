import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { publishContent, release } from './release-tools';
import { createRegistry } from '@specify/registry';
import { E2E_REGISTRY_DIR } from '../playwright.config';

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
  const next = { version: await publishContent('next') };

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
  const future = { version: await publishContent('future', { contracts: '^2.0.0' }) };
  let message = '';
  try {
    release('promote', `mf-content@${future.version}`, '--env', 'local');
  } catch (error) {
    message = String((error as { stderr?: string }).stderr);
  }
  expect(message).toContain('Refusing to promote');
  expect(message).toContain('^2.0.0');
});
