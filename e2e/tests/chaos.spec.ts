import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page, Route } from '@playwright/test';
import { REMOTE_DEFINITIONS, type RemoteName } from '@specify/contracts';
import { FIRST_PAINT_MODULE } from '@specify/contracts/composition/first-paint';
import { expect, test } from './fixtures';
import { publishRemote } from './release-tools';

/**
 * The chaos suite (issue 28): each remote, on a page it owns, under each fault a remote's team
 * or its origin can cause. Whatever the fault, the header and footer paint, the shell's own
 * navigation works, and the faulty region shows its slow notice or its fallback within its
 * limits: a remote takes down its region, never the page. Ends with a table of the times.
 */

interface RemotePage {
  remote: RemoteName;
  path: string;
  /** The region the remote shows when it works. */
  region: string;
  /** The remote draws a first paint of this page on the platform. */
  firstPaint: boolean;
}

const PAGES: RemotePage[] = [
  { remote: 'mf-content', path: '/au', region: 'Home', firstPaint: true },
  {
    remote: 'mf-catalogue',
    path: '/au/products/tapware/',
    region: 'Product listing',
    firstPaint: true,
  },
  {
    remote: 'mf-product',
    // A product of the seeded catalogue (the generator is deterministic).
    path: '/au/product/luna-edge-hose-tap-100004-brushed-nickel-KN100004-1/',
    region: 'Product detail',
    firstPaint: true,
  },
  { remote: 'mf-account', path: '/au/cart', region: 'Cart', firstPaint: false },
  {
    remote: 'mf-project-builder',
    path: '/au/project-builder/',
    region: 'My Specifications',
    firstPaint: false,
  },
];

/** What the region ends in under a fault. */
type Outcome = 'notice' | 'fallback' | 'works';

interface BrowserFault {
  name: string;
  expect: Outcome;
  /** The error code the fallback names, where the fault decides it. */
  code?: string;
  /** Set up on the page before it opens. */
  arrange(page: Page, remote: RemoteName): Promise<unknown>;
}

/** A remote entry whose container loads, but whose app throws as single-spa mounts it. */
function throwingEntry(remote: RemoteName): string {
  const global = REMOTE_DEFINITIONS[remote].federationName;
  const app = `{ bootstrap: function () { return Promise.resolve(); },
    mount: function () { return Promise.reject(new Error('chaos: mount')); },
    unmount: function () { return Promise.resolve(); } }`;
  return `var ${global} = { init: function () {}, get: function () {
    return Promise.resolve(function () { return { default: ${app} }; }); } };`;
}

const BROWSER_FAULTS: BrowserFault[] = [
  {
    name: 'every file hung',
    expect: 'notice',
    arrange: (page, remote) =>
      page.route(`**/remotes/${remote}/**`, () => {
        // Never answered.
      }),
  },
  {
    name: 'every file answered 500',
    expect: 'fallback',
    arrange: (page, remote) =>
      page.route(`**/remotes/${remote}/**`, (route) =>
        route.fulfill({ status: 500, body: 'Internal Server Error' }),
      ),
  },
  {
    name: 'every file delayed 5 s',
    expect: 'notice',
    arrange: (page, remote) =>
      page.route(`**/remotes/${remote}/**`, async (route: Route) => {
        await new Promise((done) => setTimeout(done, 5_000));
        // The page may be gone by then.
        await route.continue().catch(() => undefined);
      }),
  },
  {
    name: 'throws on mount',
    expect: 'fallback',
    code: 'SPEC-MOUNT-001',
    arrange: (page, remote) =>
      page.route(`**/remotes/${remote}/**/remoteEntry.js`, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: throwingEntry(remote) }),
      ),
  },
];

/** First-paint modules a team could release: each must leave the page as without a first paint. */
const FIRST_PAINT_FAULTS: [string, string][] = [
  ['first paint throws', `exports.renderFirstPaint = async () => { throw new Error('chaos'); };`],
  [
    'first paint spins 8 s',
    `exports.renderFirstPaint = async () => { const end = Date.now() + 8000; while (Date.now() < end) {} };`,
  ],
  [
    'first paint answers 10 MB',
    `exports.renderFirstPaint = async () => ({ html: '<p>' + 'x'.repeat(10 * 1024 * 1024) + '</p>' });`,
  ],
];

/** The slow notice a region shows past 2 s, and the limit this suite holds it to. */
const NOTICE = /taking longer than usual to load/;
const NOTICE_LIMIT_MS = 4_000;
/** The fallback: at the latest at the load timeout (5 s). */
const FALLBACK_LIMIT_MS = 8_000;
/** The header paints without any remote; far inside this even on a busy machine. */
const HEADER_LIMIT_MS = 5_000;

const table: string[] = [];

async function openUnderFault(
  browser: Browser,
  { remote, path, region }: RemotePage,
  fault: string,
  outcome: Outcome,
  arrange: (page: Page) => Promise<unknown>,
  { query = '', code }: { query?: string; code?: string } = {},
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await arrange(page);
  const started = Date.now();
  const since = () => Date.now() - started;
  await page.goto(`${path}${query}`, { waitUntil: 'commit' });
  await expect(page.getByRole('banner')).toBeVisible({ timeout: HEADER_LIMIT_MS });
  const header = since();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  let ended = '';
  if (outcome === 'notice') {
    await expect(page.getByText(NOTICE)).toBeVisible({ timeout: NOTICE_LIMIT_MS });
    ended = `notice ${since()} ms`;
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  } else if (outcome === 'fallback') {
    const fallback = page.getByRole('alert').filter({ hasText: 'unavailable right now' });
    await expect(fallback).toBeVisible({ timeout: FALLBACK_LIMIT_MS });
    ended = `fallback ${since()} ms`;
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
    if (code) await expect(fallback).toContainText(`Error code ${code}`);
  } else {
    await expect(page.getByRole('region', { name: region })).toBeVisible();
    ended = `works ${since()} ms`;
  }
  table.push(`| ${remote} | ${fault} | ${header} ms | ${ended} |`);
  // The shell's own navigation still works under the fault: the mega menu opens.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button').first().click();
  await expect(page.getByRole('banner')).toBeVisible();
  await context.close();
}

test.describe.configure({ mode: 'serial' });

for (const remotePage of PAGES) {
  test(`${remotePage.remote} under every fault: its region only`, async ({ browser }) => {
    test.setTimeout(120_000);
    for (const fault of BROWSER_FAULTS) {
      await openUnderFault(
        browser,
        remotePage,
        fault.name,
        fault.expect,
        (page) => fault.arrange(page, remotePage.remote),
        { code: fault.code },
      );
    }
    if (!remotePage.firstPaint) return;
    for (const [fault, module] of FIRST_PAINT_FAULTS) {
      // Released, and loaded by this session only, as QA tries a version (an override).
      const version = await publishRemote(remotePage.remote, fault.replace(/\W+/g, '-'), {
        patch: (dir) => writeFile(join(dir, FIRST_PAINT_MODULE), module),
      });
      await openUnderFault(browser, remotePage, fault, 'works', async () => undefined, {
        query: `?remote-override=${remotePage.remote}@${version}`,
      });
    }
  });
}

test.afterAll(() => {
  console.info(
    [
      'chaos: time to the header, and to the region\u2019s notice, fallback or content',
      '| remote | fault | header | region |',
      '| --- | --- | --: | --- |',
      ...table,
    ].join('\n'),
  );
});
