import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect } from './fixtures';

/** The widths whose header heights the page's header placeholder holds (phone, desktop). */
export const FIRST_PAINT_VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

/** The shell's script: held back, a page shows only what the platform painted into it. */
export const SHELL_SCRIPT = '**/main.js*';

/**
 * Holds back every request of `page` matching `pattern` (the shell's script, a font) until the
 * function returned is called: meanwhile the page shows what it has without them.
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits until the platform serves the listing at `path` with its cards painted in: it draws a
 * listing once a minute, and on a busy server the first visitor may get the page's top alone while
 * the cards are drawn for the visitors after it.
 */
export async function expectListingDrawn(request: APIRequestContext, path: string) {
  await expect
    .poll(async () => {
      const html = await (await request.get(path)).text();
      return (
        html.includes('data-first-paint="mf-catalogue"') &&
        /<ul [^>]*aria-label="Products"/.test(html)
      );
    }, `${path}: served with its cards`)
    .toBe(true);
}

/**
 * Opens `path` with the shell's script held back, so the page shows only what the platform
 * painted into it; `painted` checks that and returns the element to follow. Then lets the shell
 * run until `settled` says the remote has taken over, and holds the followed element to the same
 * box and everything down to its bottom to no layout shift; axe finds nothing serious in the page as
 * painted. Once per width of FIRST_PAINT_VIEWPORTS.
 */
export async function expectFirstPaintHeld(
  browser: Browser,
  path: string,
  painted: (page: Page) => Promise<Locator>,
  settled: (page: Page) => Promise<Locator>,
) {
  for (const viewport of FIRST_PAINT_VIEWPORTS) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    // Where each shifted element was, before it moved.
    await page.addInitScript(() => {
      const shifted: { top: number; node: string }[] = [];
      (window as unknown as { shifted: typeof shifted }).shifted = shifted;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const { sources } = entry as unknown as {
            sources: { node: Node | null; previousRect: DOMRectReadOnly }[];
          };
          for (const source of sources)
            shifted.push({
              top: source.previousRect.top,
              node: source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : '?',
            });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const releaseShell = await holdRequests(page, SHELL_SCRIPT);
    await page.goto(path, { waitUntil: 'commit' });
    const first = await painted(page);
    // Painted: the page's render-blocking style sheets have applied.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length);
    const before = await first.boundingBox();
    expect(before, `${path} at ${viewport.width} px: painted before any script`).not.toBeNull();
    // What a visitor has before any script runs is usable as it stands.
    expect(await seriousViolations(page)).toEqual([]);
    releaseShell();

    const after = await settled(page);
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);
    // Where it was, to the pixel (a slider sets its slides' widths in whole pixels).
    const box = await after.boundingBox();
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(box?.[side], `${path} at ${viewport.width} px: ${side}`).toBeCloseTo(
        before?.[side] ?? NaN,
        0,
      );
    // Nothing of what the visitor saw first moved (the page below may settle as it loads).
    const shifted = await page.evaluate(
      () => (window as unknown as { shifted: { top: number; node: string }[] }).shifted,
    );
    const paintedBottom = (before?.y ?? 0) + (before?.height ?? 0);
    expect(shifted.filter(({ top }) => top < paintedBottom)).toEqual([]);
    await context.close();
  }
}
