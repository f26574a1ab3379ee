import axe from 'axe-core';
import type { Frame, Page } from '@playwright/test';

/** One serious or critical axe finding: which rule, where, on which page. */
export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  url: string;
  targets: string[];
}

const BLOCKING = ['serious', 'critical'];

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/**
 * Waits (up to two seconds) for the page's finite animations to end: a dialog fading in is, for a
 * moment, text at part opacity, which axe measures as too little contrast on a slow machine. A
 * spinner's endless turn is not waited for.
 */
async function animationsSettled(page: Page) {
  await page
    .evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((done) => setTimeout(done, 2000)),
      ]),
    )
    .catch(() => undefined);
}

/** axe-core's settings for every frame: findings from this site's own frames only. */
const CONFIGURE = `axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

/**
 * Puts axe-core into a frame once: the check of a page that already has it (a test that called
 * `seriousViolations` before the gate) sends nothing. @axe-core/playwright's AxeBuilder sends the
 * 650 KB source twice per check in its legacy mode, a fifth of each check's time.
 */
async function injectAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate('typeof window.axe?.run === "function"')) return;
  await frame.evaluate(`${axe.source};${CONFIGURE}`);
}

/**
 * axe (default rules) on the whole page, or only within a selector, once its animations have
 * ended: its serious and critical findings. axe runs inside the page (legacy mode: the page's
 * same-origin frames report to it), with every rule; only violations are gathered node by node.
 */
export async function seriousFindings(page: Page, within?: string): Promise<AxeFinding[]> {
  await animationsSettled(page);
  await injectAxe(page.mainFrame());
  // A child frame that is cross-origin, detached or slow is left out, as AxeBuilder leaves it.
  for (const frame of page.frames().slice(1))
    await Promise.race([
      injectAxe(frame).catch(() => undefined),
      new Promise((done) => setTimeout(done, 1_000)),
    ]);
  const outcome = await page.evaluate(
    async ({ within, blocking }) => {
      try {
        const results = await window.axe.run(within ? { include: [within] } : document, {
          resultTypes: ['violations'],
        });
        return {
          url: results.url,
          findings: results.violations
            .filter((violation) => blocking.includes(violation.impact ?? ''))
            .map((violation) => ({
              rule: violation.id,
              impact: violation.impact ?? '',
              help: violation.help,
              targets: violation.nodes.map((node) => node.target.join(' ')),
            })),
        };
      } catch (error) {
        return { error: error instanceof Error ? error.message : String(error) };
      }
    },
    { within, blocking: BLOCKING },
  );
  if ('error' in outcome) throw new Error(outcome.error);
  return outcome.findings.map((finding) => ({ ...finding, url: outcome.url }));
}

/** One line per finding, for `expect(...).toEqual([])` on a state a test sets up itself. */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  return (await seriousFindings(page, within)).map(
    (finding) => `${finding.rule} (${finding.impact}): ${finding.targets.join(', ')}`,
  );
}

/** Findings grouped by page: rule id, impact, what the rule asks, and each element's selector. */
export function describeFindings(findings: AxeFinding[]): string {
  const byUrl = new Map<string, AxeFinding[]>();
  for (const finding of findings)
    byUrl.set(finding.url, [...(byUrl.get(finding.url) ?? []), finding]);
  return [...byUrl]
    .map(([url, onPage]) =>
      [
        `${url}:`,
        ...onPage.map((finding) =>
          [
            `  ${finding.rule} (${finding.impact}): ${finding.help}`,
            ...finding.targets.map((target) => `    - ${target}`),
          ].join('\n'),
        ),
      ].join('\n'),
    )
    .join('\n');
}
