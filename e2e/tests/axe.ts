import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe (default rules) on the whole page: the serious and critical findings, with where. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).analyze();
  return axe.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`);
}
