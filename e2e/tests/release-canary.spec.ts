import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import { type RuntimeConfig } from '@specify/contracts';
import { RELEASE_BUCKET_COOKIE, REMOTE_EVENTS_PATH } from '@specify/contracts/release/telemetry';
import { createRegistry } from '@specify/registry';
import { CANARY_SETTINGS, E2E_REGISTRY_DIR } from '../playwright.config';
import { expect, test } from './fixtures';
import { publishContent, release } from './release-tools';

/**
 * Issue 19 in the composed site: QA overrides for one browser session, a canary served to a share
 * of sessions, and the platform rolling a failing canary back by itself. Each test leaves
 * mf-content on the stable version it found, so the specs after this one see the usual site.
 */

const ENV = 'local';
const CONTENT_PAGE = '/au/warranty';
const MANIFEST = /\/remotes\/mf-content\/([^/]+)\/mf-manifest\.json$/;
const registry = createRegistry(E2E_REGISTRY_DIR);

/**
 * Makes the build's ./app expose export a mount that rejects, as a remote whose root throws while
 * mounting would: the chunk still loads and bootstraps, only mount fails. The chunk ends with
 * webpack's `o.d(exports, ["bootstrap",0,s,"mount",0,u,…])` (0: a plain value), so the value
 * after "mount" is replaced.
 */
async function breakMount(dir: string) {
  const expose = (await readdir(dir)).find((file) =>
    /^__federation_expose_app\.[0-9a-f]+\.js$/.test(file),
  );
  if (!expose) throw new Error('mf-content/dist has no __federation_expose_app chunk');
  const source = await readFile(join(dir, expose), 'utf8');
  const broken = source.replace(
    /"mount",0,[\w$]+/,
    '"mount",0,()=>Promise.reject(new Error("e2e: this canary fails to mount"))',
  );
  if (broken === source) throw new Error(`${expose} no longer exports "mount",0,<name>`);
  await writeFile(join(dir, expose), broken);
  // The platform sends a file's build-time .br or .gz copy to a browser that accepts it: without
  // them the patched file itself is sent.
  await rm(join(dir, `${expose}.br`), { force: true });
  await rm(join(dir, `${expose}.gz`), { force: true });
}

async function environmentEntry() {
  const entry = (await registry.readEnvironment(ENV)).remotes['mf-content'];
  if (!entry) throw new Error(`mf-content is not in the ${ENV} environment`);
  return entry;
}

/** Back to `stable` for everyone, with the CLI: drop any canary, then promote it if it moved. */
async function restoreStable(stable: string) {
  if ((await environmentEntry()).canary) {
    release('rollback', 'mf-content', '--env', ENV, '--reason', 'e2e cleanup');
  }
  if ((await environmentEntry()).version !== stable) {
    release('promote', `mf-content@${stable}`, '--env', ENV);
  }
}

/** A new browser session: its own cookies, so its own release bucket and overrides. */
function freshSession(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  return browser.newContext({ baseURL });
}

/** Opens `path` and gives the mf-content version whose manifest the page requested. */
async function contentVersionLoaded(page: Page, path = CONTENT_PAGE): Promise<string> {
  const manifest = page.waitForRequest((request) => MANIFEST.test(request.url()));
  await page.goto(path);
  return versionOf(await manifest);
}

function versionOf(manifestRequest: Request): string {
  return MANIFEST.exec(manifestRequest.url())?.[1] ?? '';
}

/** The mf-content version /config.json names for this session (with its cookies). */
async function configuredContentVersion(session: BrowserContext): Promise<string> {
  const response = await session.request.get('/config.json');
  expect(response.ok()).toBe(true);
  const config = (await response.json()) as RuntimeConfig;
  return config.remotes['mf-content']?.version ?? '';
}

/** Reports a measurement for the closing note: in the log and on the test's report. */
function reportTiming(type: string, label: string, ms: number) {
  console.info(`[release-canary] ${label}: ${ms} ms`);
  test.info().annotations.push({ type, description: `${ms} ms` });
}

let stable = '';
test.beforeEach(async () => {
  const entry = await environmentEntry();
  expect(entry.canary, 'a canary left running by an earlier test').toBeUndefined();
  stable = entry.version;
});
test.afterEach(() => restoreStable(stable));

const badge = (page: Page) => page.getByRole('complementary', { name: /^Overrides:/ });
const refusal = (page: Page) => page.getByRole('alert').filter({ hasText: 'Override refused:' });
const warranty = (page: Page) => page.getByRole('region', { name: 'Warranty' });

test('a QA override loads a published version in one browser session only, under a badge', async ({
  page,
  browser,
  baseURL,
}) => {
  const next = await publishContent('override');
  const override = `mf-content@${next}`;

  expect(await contentVersionLoaded(page, `${CONTENT_PAGE}?remote-override=${override}`)).toBe(
    next,
  );
  await expect(warranty(page)).toBeVisible();
  await expect(badge(page)).toHaveAccessibleName(`Overrides: ${override}`);
  expect(await configuredContentVersion(page.context())).toBe(next);

  // Anyone else still gets the environment's version, and no badge.
  const other = await (await freshSession(browser, baseURL)).newPage();
  expect(await contentVersionLoaded(other)).toBe(stable);
  await expect(warranty(other)).toBeVisible();
  await expect(badge(other)).toHaveCount(0);

  // The override holds for the session on later pages, without the parameter.
  expect(await contentVersionLoaded(page, '/au/product-releases')).toBe(next);
  await expect(badge(page)).toHaveAccessibleName(`Overrides: ${override}`);

  // An unpublished version is refused where it was asked for, and changes nothing: the session
  // keeps its override, and a session without one keeps the environment's version.
  const unknown = `${CONTENT_PAGE}?remote-override=mf-content@0.1.0-0000000000`;
  expect(await contentVersionLoaded(page, unknown)).toBe(next);
  await expect(refusal(page)).toBeVisible();
  // A fixed sentence: the link's own text (the version asked for) is never repeated on the page.
  await expect(refusal(page)).toContainText(
    'Refusing the override of mf-content: the version asked for is not published.',
  );
  await expect(refusal(page)).not.toContainText('0000000000');
  await expect(badge(page)).toHaveAccessibleName(`Overrides: ${override}`);
  expect(await contentVersionLoaded(other, unknown)).toBe(stable);
  await expect(refusal(other)).toBeVisible();
  await expect(badge(other)).toHaveCount(0);
  expect(await configuredContentVersion(other.context())).toBe(stable);

  // Clear overrides returns the session to the environment's version, for good.
  const cleared = page.waitForRequest((request) => MANIFEST.test(request.url()));
  await badge(page).getByRole('button', { name: 'Clear overrides' }).click();
  expect(versionOf(await cleared)).toBe(stable);
  await expect(page).toHaveURL(/[?&]remote-override=clear\b/);
  await expect(warranty(page)).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  expect(await contentVersionLoaded(page)).toBe(stable);
  await expect(badge(page)).toHaveCount(0);
});

test('a 50 % canary serves about half of forty fresh sessions, each keeping its version', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const canary = await publishContent('canary');
  expect(release('promote', `mf-content@${canary}`, '--env', ENV, '--canary', '50')).toContain(
    `mf-content@${canary} to 50% of sessions`,
  );
  const promoted = Date.now();

  // Fresh visitors until one gets the canary: the time a promotion takes to reach a session.
  let firstCanarySessionMs: number | undefined;
  let visitors = 0;
  for (; firstCanarySessionMs === undefined; visitors += 1) {
    expect(visitors, 'fresh sessions without meeting a 50 % canary').toBeLessThan(15);
    const page = await (await freshSession(browser, baseURL)).newPage();
    if ((await contentVersionLoaded(page)) !== canary) continue;
    firstCanarySessionMs = Date.now() - promoted;
    await expect(warranty(page)).toBeVisible();
    const reloaded = page.waitForRequest((request) => MANIFEST.test(request.url()));
    await page.reload();
    expect(versionOf(await reloaded)).toBe(canary);
  }
  reportTiming(
    'promote-to-first-canary-session',
    `promote --canary 50 returned -> first fresh session loading the canary manifest (${visitors} fresh sessions opened, a page load each)`,
    firstCanarySessionMs,
  );

  let onCanary = 0;
  for (let session = 0; session < 40; session += 1) {
    const context = await freshSession(browser, baseURL);
    const version = await configuredContentVersion(context);
    expect([stable, canary]).toContain(version);
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain(RELEASE_BUCKET_COOKIE);
    // Sticky: the bucket cookie brings the session the same version on every later load.
    expect(await configuredContentVersion(context)).toBe(version);
    expect(await configuredContentVersion(context)).toBe(version);
    if (version === canary) onCanary += 1;
    await context.close();
  }
  console.info(`[release-canary] 50 % canary: ${onCanary} of 40 fresh sessions got the canary`);
  expect(onCanary).toBeGreaterThanOrEqual(10);
  expect(onCanary).toBeLessThanOrEqual(30);
});

test('a canary that fails to mount is rolled back by the platform after enough failing sessions', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const broken = await publishContent('broken-mount', { patch: breakMount });
  release('promote', `mf-content@${broken}`, '--env', ENV, '--canary', '90');

  // A fresh session on a page of mf-content; its reporter sends the load's outcome 2 s after.
  const sessions: BrowserContext[] = [];
  const canarySessions: BrowserContext[] = [];
  const reports: Promise<Request>[] = [];
  let firstFailureAt: number | undefined;
  async function visit() {
    expect(sessions.length, 'fresh sessions before the canary was rolled back').toBeLessThan(15);
    const session = await freshSession(browser, baseURL);
    sessions.push(session);
    const page = await session.newPage();
    reports.push(
      page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith(REMOTE_EVENTS_PATH),
        { timeout: 15_000 },
      ),
    );
    if ((await contentVersionLoaded(page)) === broken) {
      const fallback = page.getByRole('alert').filter({ hasText: 'unavailable right now' });
      await expect(fallback).toBeVisible();
      // Loaded, then threw while mounting (a load failure would be SPEC-LOAD-…).
      await expect(fallback.getByText('Error code SPEC-MOUNT-001')).toBeVisible();
      firstFailureAt ??= Date.now();
      canarySessions.push(session);
    } else {
      await expect(warranty(page)).toBeVisible();
    }
  }

  // The platform's minimum sample of canary sessions, all failing, and their reports sent.
  const minSessions = Number(CANARY_SETTINGS.CANARY_MIN_SESSIONS);
  while (canarySessions.length < minSessions) await visit();
  await Promise.all(reports);
  const [firstCanarySession] = canarySessions;
  if (!firstCanarySession || firstFailureAt === undefined) throw new Error('no canary session');

  // The platform judges canaries when telemetry comes, at most every 5 s: a report that came
  // within 5 s of the last judgement waits for the next one. So, like a site with visitors, more
  // sessions come while a canary session's /config.json still names the canary.
  const rolledBackWithin = async (ms: number) => {
    const until = Date.now() + ms;
    do {
      if ((await configuredContentVersion(firstCanarySession)) === stable) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } while (Date.now() < until);
    return false;
  };
  while (!(await rolledBackWithin(7_000))) {
    await visit();
    await Promise.all(reports);
  }
  reportTiming(
    'first-failure-to-automatic-rollback',
    `first failing canary session -> /config.json names the stable version again (${sessions.length} sessions, ${canarySessions.length} on the canary)`,
    Date.now() - firstFailureAt,
  );
  for (const session of sessions) expect(await configuredContentVersion(session)).toBe(stable);

  const status = release('status', '--env', ENV);
  const contentLine = status.split('\n').find((line) => /^\s+mf-content\s/.test(line));
  expect(contentLine).toMatch(new RegExp(`^\\s+mf-content\\s+${stable}\\b`));
  expect(contentLine).not.toContain('canary');

  const lastChange = release('history', 'mf-content', '--env', ENV).trim().split('\n').at(-1);
  expect(lastChange).toMatch(/\sauto\s+canary-rollback\s+mf-content\s/);
  expect(lastChange).toContain(broken);
  expect(lastChange).toMatch(/reason: \S/);
});
