import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** One serious or critical axe finding: which rule, where, on which page. */
export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  url: string;
  targets: string[];
}

const BLOCKING = ['serious', 'critical'];

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

/**
 * axe (default rules) on the whole page, or only within a selector, once its animations have
 * ended: its serious and critical findings.
 */
export async function seriousFindings(page: Page, within?: string): Promise<AxeFinding[]> {
  await animationsSettled(page);
  const builder = new AxeBuilder({ page })
    // axe's whole run inside the page (the default also opens a blank page for every check to
    // gather the frames' results in: half of each check's 2-7 s); this site's frames are its own.
    .setLegacyMode(true)
    // Every rule still runs; only the findings are gathered node by node.
    .options({ resultTypes: ['violations'] });
  if (within) builder.include(within);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => BLOCKING.includes(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      url: results.url,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
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
