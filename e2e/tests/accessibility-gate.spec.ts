// The gate itself under test: Playwright's own `test`, so the fixture's gate stays out of the way.
import { expect, test, type Browser } from '@playwright/test';
import {
  AXE_CHECKED,
  AXE_OPT_OUT,
  AccessibilityGate,
  type GateTestInfo,
} from './accessibility-gate';
import AxeBuilder from '@axe-core/playwright';
import { seriousFindings } from './axe';

/** A page whose button is named without the words it shows (WCAG 2.5.3). */
const MISNAMED = page(
  '<button type="button" aria-label="Save for later: Luna Basin Mixer">Add to project</button>',
);
/** The same button named as it should be. */
const WELL_NAMED = page(
  '<button type="button" aria-label="Add to project: Luna Basin Mixer">Add to project</button>',
);

function page(body: string) {
  const html = `<!doctype html><html lang="en"><head><title>Gate check</title></head><body><main>${body}</main></body></html>`;
  return `data:text/html,${encodeURIComponent(html)}`;
}

function testInfo(): GateTestInfo {
  return { annotations: [], status: 'passed', expectedStatus: 'passed' };
}

/** A fresh context, and the gate watching it as the fixture would. */
async function gated(browser: Browser, info = testInfo()) {
  const context = await browser.newContext();
  return { context, info, gate: new AccessibilityGate(browser, context, info) };
}

test('a serious finding fails with its rule, impact, selector and page', async ({ browser }) => {
  const { context, gate } = await gated(browser);
  const tab = await context.newPage();
  await tab.goto(MISNAMED);
  const failure = await gate.finish().then(() => '', String);
  expect(failure).toContain('label-content-name-mismatch (serious)');
  expect(failure).toContain('    - button');
  expect(failure).toContain(`${MISNAMED}:`);
  await context.close();
});

test('only the final state is checked; the addresses before it are recorded', async ({
  browser,
}) => {
  const { context, info, gate } = await gated(browser);
  const tab = await context.newPage();
  await tab.goto(MISNAMED);
  await tab.goto(WELL_NAMED);
  await gate.finish();
  expect(info.annotations).toEqual([
    { type: AXE_CHECKED, description: `${WELL_NAMED} (after, unchecked: ${MISNAMED})` },
  ]);
  await context.close();
});

test('a context the test closes is checked before it closes, and reported at the end', async ({
  browser,
}) => {
  const { context, gate } = await gated(browser);
  const other = await browser.newContext();
  await (await other.newPage()).goto(MISNAMED);
  await other.close();
  const popup = await browser.newPage();
  await popup.goto(MISNAMED);
  await popup.close();
  const failure = await gate.finish().then(() => '', String);
  expect(failure).toContain('found 2 serious or critical violations');
  await context.close();
});

test('a page that crashed is reported as not checked, and says so', async ({ browser }) => {
  const { context, gate } = await gated(browser);
  const tab = await context.newPage();
  await tab.goto(WELL_NAMED);
  const crash = tab.waitForEvent('crash');
  await tab.goto('chrome://crash').catch(() => undefined);
  await crash;
  const failure = await gate.finish().then(() => '', String);
  expect(failure).toContain('axe could not run (the page crashed)');
  await context.close();
});

test('an opt-out with a reason skips the check; one without a reason is refused', async ({
  browser,
}) => {
  const excused = testInfo();
  excused.annotations.push({ type: AXE_OPT_OUT, description: 'the page is a PDF' });
  const first = await gated(browser, excused);
  await (await first.context.newPage()).goto(MISNAMED);
  await first.gate.finish();
  expect(excused.annotations).toHaveLength(1);
  await first.context.close();

  const unexplained = testInfo();
  unexplained.annotations.push({ type: AXE_OPT_OUT, description: ' ' });
  const second = await gated(browser, unexplained);
  await (await second.context.newPage()).goto(MISNAMED);
  await expect(second.gate.finish()).rejects.toThrow('needs a reason');
  await second.context.close();
});

test('a test that already failed is not checked again', async ({ browser }) => {
  const failed = testInfo();
  failed.status = 'failed';
  const { context, gate } = await gated(browser, failed);
  await (await context.newPage()).goto(MISNAMED);
  await gate.finish();
  expect(failed.annotations).toEqual([]);
  await context.close();
});

test('axe checks a dialog once it has faded in, not while its text is still faint', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const tab = await context.newPage();
  // A dialog fading in over 1.5 s (the site's take 200 ms, and a test may call axe within them).
  const FADING = page(
    '<style>@keyframes in{from{opacity:0}} div{animation:in 1500ms linear}</style>' +
      '<div role="dialog" aria-label="Added"><p>Added to your cart</p></div>',
  );
  await tab.goto(FADING);
  expect(await seriousFindings(tab)).toEqual([]);
  // Measured while it fades, the same text is found too faint. The fade is held half way: on a
  // busy machine axe can take longer than the whole fade to start.
  await tab.goto(FADING);
  await tab.evaluate(() => {
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = 750;
    }
  });
  const midFade = await new AxeBuilder({ page: tab }).withRules(['color-contrast']).analyze();
  expect(midFade.violations.map((violation) => violation.id)).toEqual(['color-contrast']);
  await context.close();
});
