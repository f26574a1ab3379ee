import { test as base, expect } from '@playwright/test';
import { AccessibilityGate } from './accessibility-gate';

export { AXE_OPT_OUT } from './accessibility-gate';

/**
 * Playwright's test with the accessibility gate: after each test body, before any page closes,
 * axe-core checks every page the test opened and fails the test on serious or critical findings
 * (accessibility-gate.ts). Every spec imports `test` and `expect` from here.
 */
export const test = base.extend<{ accessibilityGate: void }>({
  accessibilityGate: [
    async ({ browser, context }, use, testInfo) => {
      const gate = new AccessibilityGate(browser, context, testInfo);
      await use();
      await gate.finish();
    },
    // axe on a long listing takes seconds on a busy machine: its own time, not the body's.
    { auto: true, timeout: 60_000, title: 'accessibility gate' },
  ],
});

export { expect };
