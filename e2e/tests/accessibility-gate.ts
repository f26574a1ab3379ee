import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { describeFindings, seriousFindings, type AxeFinding } from './axe';

/**
 * The annotation that takes one test out of the accessibility gate; its description says why
 * (the gate refuses an opt-out without one):
 * `test('…', { annotation: { type: AXE_OPT_OUT, description: 'why' } }, async …)`.
 */
export const AXE_OPT_OUT = 'axe-opt-out';
/** The annotation the gate leaves on each test: the pages it checked, and the earlier states it did not. */
export const AXE_CHECKED = 'axe-checked';

type Closable = Page | BrowserContext;
/** What the gate reads from the test: its annotations (opt-out) and whether it already failed. */
export type GateTestInfo = Pick<TestInfo, 'annotations' | 'status' | 'expectedStatus'>;
type Close = (options?: { reason?: string }) => Promise<void>;

/**
 * axe-core (default rules, whole page) on every page a test opened, as the test leaves it: each
 * page still open when the body ends, and each page or context the body closes, just before it
 * closes. Serious and critical findings fail the test, listed by page.
 *
 * Only a page's final state is checked. Main-frame navigations are recorded and reported, but the
 * state before one is not checked: Playwright reports a navigation once the new document (or the
 * router's new screen) has replaced the old one, so that state is gone, and checking before every
 * goto or click instead would catch pages mid-load (regions still showing their loading state),
 * which makes findings depend on timing. A test that wants an intermediate state checked (a dialog
 * open, a width) calls `seriousViolations` there itself.
 */
export class AccessibilityGate {
  /** Each page the test opened, with the addresses its main frame showed, in order. */
  private readonly trails = new Map<Page, string[]>();
  private readonly checked = new Set<Page>();
  private readonly crashed = new Set<Page>();
  /** Contexts the body made with browser.newContext() or browser.newPage(). */
  private readonly created = new Set<BrowserContext>();
  private readonly findings: AxeFinding[] = [];
  private readonly failures: string[] = [];
  private finished = false;
  private readonly restoreBrowser: () => void;

  constructor(
    browser: Browser,
    context: BrowserContext,
    private readonly testInfo: GateTestInfo,
  ) {
    this.watch(context);
    // Contexts the body makes itself (another user, another locale) hold pages the test opened
    // too; browser.newPage() goes through newContext() as well. Playwright has no event for a new
    // context, so newContext is wrapped on this browser for the test's duration.
    const newContext = browser.newContext;
    browser.newContext = async (options) => {
      const made = await newContext.call(browser, options);
      this.created.add(made);
      this.watch(made);
      this.checkBeforeClosing(made, () => this.checkPages(made.pages()));
      return made;
    };
    this.restoreBrowser = () => {
      browser.newContext = newContext;
    };
  }

  /** After the body: checks what is still open, closes the contexts the body left open, reports. */
  async finish(): Promise<void> {
    let skip: string | undefined;
    try {
      skip = this.skipReason();
      if (!skip) await this.checkPages([...this.trails.keys()]);
    } finally {
      this.finished = true;
      this.restoreBrowser();
      await Promise.all([...this.created].map((made) => made.close().catch(() => undefined)));
    }
    if (skip) return;
    this.testInfo.annotations.push({ type: AXE_CHECKED, description: this.coverage() });
    if (this.findings.length === 0 && this.failures.length === 0) return;
    throw new Error(this.report());
  }

  private watch(context: BrowserContext) {
    for (const page of context.pages()) this.track(page);
    context.on('page', (page) => this.track(page));
  }

  private track(page: Page) {
    const trail: string[] = [];
    const visit = (url: string) => {
      if (url !== 'about:blank' && trail.at(-1) !== url) trail.push(url);
    };
    visit(page.url());
    this.trails.set(page, trail);
    page.on('crash', () => this.crashed.add(page));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visit(frame.url());
    });
    this.checkBeforeClosing(page, () => this.checkPages([page]));
  }

  /** Checks a page or context's pages when the body closes it, in the state the test left. */
  private checkBeforeClosing(target: Closable, check: () => Promise<void>) {
    const close: Close = target.close.bind(target);
    const guarded: Close = async (options) => {
      if (!this.finished && !this.skipReason()) await check();
      return close(options);
    };
    target.close = guarded;
  }

  private async checkPages(pages: Page[]) {
    for (const page of pages) {
      // about:blank is nothing the site served (axe's own scratch page is one of those).
      if (this.checked.has(page) || page.isClosed() || this.trails.get(page)?.length === 0)
        continue;
      this.checked.add(page);
      try {
        this.findings.push(...(await this.axeOnce(page)));
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
        const crash = this.crashed.has(page) ? ' (the page crashed)' : '';
        this.failures.push(`${page.url()}: axe could not run${crash}: ${message}`);
      }
    }
  }

  /** A page still settling can swap its document under axe; one more try once it has loaded. */
  private async axeOnce(page: Page): Promise<AxeFinding[]> {
    try {
      return await seriousFindings(page);
    } catch (error) {
      // A crashed renderer stays crashed: report that, not a wait for a load that never comes.
      if (this.crashed.has(page)) throw error;
      await page.waitForLoadState('load', { timeout: 10_000 });
      return seriousFindings(page);
    }
  }

  /** Why the gate does not check this test, if it does not: opted out, or already failed. */
  private skipReason(): string | undefined {
    const optOut = this.testInfo.annotations.find((annotation) => annotation.type === AXE_OPT_OUT);
    if (optOut && !optOut.description?.trim())
      throw new Error(`An '${AXE_OPT_OUT}' annotation needs a reason as its description.`);
    if (optOut) return optOut.description;
    // A test that already failed reports its own error; a second one about the broken page is noise.
    if (this.testInfo.status !== this.testInfo.expectedStatus) return 'the test failed';
    return undefined;
  }

  private coverage(): string {
    const lines = [...this.trails.values()]
      .filter((trail) => trail.length > 0)
      .map((trail) => {
        const earlier = trail.slice(0, -1);
        return `${trail.at(-1)}${earlier.length ? ` (after, unchecked: ${earlier.join(' → ')})` : ''}`;
      });
    return lines.join('; ') || 'no page';
  }

  private report(): string {
    const count = this.findings.length;
    return [
      `Accessibility gate: axe-core (default rules) found ${count} serious or critical ${
        count === 1 ? 'violation' : 'violations'
      } on the pages this test opened, each as the test left it.`,
      describeFindings(this.findings),
      ...this.failures,
      `Pages checked: ${this.coverage()}.`,
      `Fix the cause in the package that owns the element. A test that truly cannot be checked opts out with an annotation of type '${AXE_OPT_OUT}' that gives the reason.`,
    ]
      .filter(Boolean)
      .join('\n');
  }
}
