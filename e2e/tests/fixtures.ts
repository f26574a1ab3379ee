import { test as base, expect } from '@playwright/test';
import { AccessibilityGate } from './accessibility-gate';
import { tradeAccount, type TradeAccount } from './sign-in';

export { AXE_OPT_OUT } from './accessibility-gate';

/**
 * Playwright's test with the accessibility gate: after each test body, before any page closes,
 * axe-core checks every page the test opened and fails the test on serious or critical findings
 * (accessibility-gate.ts). Every spec imports `test` and `expect` from here.
 *
 * `tradeAccount` is a trade user of the worker's own (sign-in.ts): where specs run on two
 * workers, those that change a trade user's cart, wishlist or projects must not share them.
 */
export const test = base.extend<{ accessibilityGate: void }, { tradeAccount: TradeAccount }>({
  accessibilityGate: [
    async ({ browser, context }, use, testInfo) => {
      const gate = new AccessibilityGate(browser, context, testInfo);
      await use();
      await gate.finish();
    },
    // axe on a long listing takes seconds on a busy machine: its own time, not the body's.
    { auto: true, timeout: 60_000, title: 'accessibility gate' },
  ],
  tradeAccount: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      // One per worker slot, kept across runs: its name is unique, so the staff's user search
      // finds exactly this one.
      const account = await tradeAccount(
        await context.newPage(),
        `Trade${workerInfo.parallelIndex}`,
      );
      await context.close();
      await use(account);
    },
    { scope: 'worker', title: 'trade account' },
  ],
});

export { expect };
