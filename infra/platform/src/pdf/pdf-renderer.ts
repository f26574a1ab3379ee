import type { Browser, Route } from 'playwright-core';
import {
  MAX_PDF_SUBREQUEST_BYTES,
  MAX_PDF_SUBREQUESTS,
  readWithin,
  renderablePath,
  type RenderBudget,
} from './render-budget';

/**
 * Flags for Debian's Chromium in a container (README "The machine"), and a network lock under the
 * routing: Chromium resolves no host at all, so what never passes through `context.route` (a
 * `<link rel=preconnect>` or `dns-prefetch` hint) reaches nothing. Nothing is excluded, loopback
 * included: the document is fulfilled by the route and same-origin files are fetched by
 * `route.fetch` in Node, so Chromium itself never needs an address.
 */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-dev-shm-usage',
  '--host-resolver-rules=MAP * ~NOTFOUND',
];

/** The renderer's headless Chromium, network-locked (CHROMIUM_ARGS). */
export async function launchRenderBrowser(executablePath: string): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}

/** The path the rendered document is served at, inside the renderer only. */
const DOCUMENT_PATH = '/__pdf-render__/document.html';

export interface PdfRendererOptions {
  /** Debian's chromium by default. */
  executablePath: string;
  /** Renders at once; more wait in the queue. */
  concurrency: number;
  /** Renders that may wait; beyond that the renderer is saturated. */
  queueLimit: number;
  /** The whole render, wait included, must finish in this time. */
  timeoutMs: number;
  /** What one render's page may load from this site: requests, and bytes in all. */
  maxSubrequests: number;
  maxSubrequestBytes: number;
}

export const DEFAULT_PDF_OPTIONS: PdfRendererOptions = {
  executablePath: '/usr/bin/chromium',
  concurrency: 2,
  queueLimit: 8,
  timeoutMs: 20_000,
  maxSubrequests: MAX_PDF_SUBREQUESTS,
  maxSubrequestBytes: MAX_PDF_SUBREQUEST_BYTES,
};

export interface RenderRequest {
  html: string;
  noPageMargins: boolean;
  /** A4 on its side (the project summary's Landscape template). */
  landscape: boolean;
  /** This site's own origin: the only host the page may load from (images, CSS, fonts). */
  origin: string;
  /** Aborting it gives the render up (a project PDF queued again under its name). */
  signal?: AbortSignal;
}

/** What a PDF's /Title says: Chromium takes the page's title, else its address (ours, internal). */
export const PDF_TITLE = 'Specify';

/**
 * The document as sent when it has a title of its own (a project summary names its project),
 * else with PDF_TITLE as its first <title> (after a doctype, so the page keeps its standards
 * mode), so no PDF names the address it was rendered from.
 */
export function withTitle(html: string): string {
  if (/<title[^>]*>[^<]*\S[^<]*<\/title>/i.test(html)) return html;
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html)?.[0] ?? '';
  return `${doctype}<title>${PDF_TITLE}</title>${html.slice(doctype.length)}`;
}

/** Why a render did not happen; the route turns each into its status. */
export class PdfRenderError extends Error {
  constructor(
    readonly reason: 'saturated' | 'timeout' | 'unavailable' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'PdfRenderError';
  }
}

/** What the PDF routes need of a renderer (tests of the job lifecycle give a stand-in). */
export interface HtmlToPdf {
  render(request: RenderRequest): Promise<Buffer>;
  close(): Promise<void>;
}

/** `work`, or a timeout error as soon as `signal` aborts (work goes on, its outcome unread). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  work.catch(() => undefined);
  if (signal.aborted)
    return Promise.reject(new PdfRenderError('timeout', 'The PDF took too long to make.'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new PdfRenderError('timeout', 'The PDF took too long to make.'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * HTML to PDF with headless Chromium: one browser, a context per render with JavaScript off, at
 * most `concurrency` renders at once and `queueLimit` waiting, for everything that makes PDFs
 * (product and project alike). The page may load only this site's files and static assets
 * (`renderablePath`), fetched by Node without following redirects, at most `maxSubrequests`
 * requests and `maxSubrequestBytes` in all; any other path of this site is answered at once with
 * an empty 404 (a page or an API is never asked for), and other hosts are refused, so the renderer
 * can neither reach the network nor make this site do work.
 */
export class PdfRenderer implements HtmlToPdf {
  private browser: Promise<Browser> | undefined;
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private closed = false;

  constructor(private readonly options: PdfRendererOptions = DEFAULT_PDF_OPTIONS) {}

  async render(request: RenderRequest): Promise<Buffer> {
    if (this.closed) throw new PdfRenderError('unavailable', 'The PDF renderer is shut down.');
    if (this.active >= this.options.concurrency && this.waiting.length >= this.options.queueLimit)
      throw new PdfRenderError('saturated', 'Too many PDFs are being made right now.');
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs);
    const cancel = () => controller.abort();
    if (request.signal?.aborted) cancel();
    request.signal?.addEventListener('abort', cancel, { once: true });
    try {
      await this.slot(controller.signal);
      // The slot is held until Chromium lets go of the page, but the answer never waits past the
      // deadline, whichever step (a launch on a busy machine, a context, a close) is slow.
      const rendering = this.renderNow(request, controller.signal).finally(() => this.release());
      return await untilAborted(rendering, controller.signal);
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', cancel);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    this.browser = undefined;
    if (browser) await browser.then((instance) => instance.close()).catch(() => undefined);
  }

  private slot(signal: AbortSignal): Promise<void> {
    if (this.active < this.options.concurrency) {
      this.active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        signal.removeEventListener('abort', onAbort);
        this.active += 1;
        resolve();
      };
      const onAbort = () => {
        this.waiting.splice(this.waiting.indexOf(grant), 1);
        reject(new PdfRenderError('timeout', 'The PDF took too long to make.'));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(grant);
    });
  }

  private release() {
    this.active -= 1;
    this.waiting.shift()?.();
  }

  private launch(): Promise<Browser> {
    this.browser ??= launchRenderBrowser(this.options.executablePath)
      .then((browser) => {
        // A crashed browser is launched again on the next render.
        browser.on('disconnected', () => {
          if (this.browser && !this.closed) this.browser = undefined;
        });
        return browser;
      })
      .catch((error: unknown) => {
        this.browser = undefined;
        console.error('PDF renderer: Chromium did not start', error);
        throw new PdfRenderError('unavailable', 'PDF rendering is unavailable right now.');
      });
    return this.browser;
  }

  private async renderNow(request: RenderRequest, signal: AbortSignal): Promise<Buffer> {
    const browser = await this.launch();
    const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' });
    const abort = () => void context.close().catch(() => undefined);
    signal.addEventListener('abort', abort, { once: true });
    try {
      if (signal.aborted) throw new PdfRenderError('timeout', 'The PDF took too long to make.');
      const documentUrl = new URL(DOCUMENT_PATH, request.origin).href;
      const budget: RenderBudget = { requests: 0, bytes: 0 };
      await context.route('**/*', (route) =>
        this.answer(route, request, documentUrl, budget, signal),
      );
      const page = await context.newPage();
      await page.goto(documentUrl, { waitUntil: 'load', timeout: this.options.timeoutMs });
      return await page.pdf({
        format: 'A4',
        landscape: request.landscape,
        printBackground: true,
        preferCSSPageSize: true,
        margin: request.noPageMargins
          ? { top: '0', right: '0', bottom: '0', left: '0' }
          : { top: '12mm', right: '12mm', bottom: '12mm', left: '12mm' },
      });
    } catch (error) {
      if (error instanceof PdfRenderError) throw error;
      if (signal.aborted) throw new PdfRenderError('timeout', 'The PDF took too long to make.');
      console.error('PDF renderer: render failed', error);
      throw new PdfRenderError('failed', 'The PDF could not be made.');
    } finally {
      signal.removeEventListener('abort', abort);
      await context.close().catch(() => undefined);
    }
  }

  /** The document itself, this site's files within the budget, an empty 404 or nothing else. */
  private async answer(
    route: Route,
    request: RenderRequest,
    documentUrl: string,
    budget: RenderBudget,
    signal: AbortSignal,
  ) {
    const url = route.request().url();
    if (url === documentUrl)
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: withTitle(request.html),
      });
    let target: URL | undefined;
    try {
      target = new URL(url);
    } catch {
      target = undefined;
    }
    if (target?.origin !== new URL(request.origin).origin)
      return route.abort('blockedbyclient').catch(() => undefined);
    const notFound = () => route.fulfill({ status: 404, body: '' }).catch(() => undefined);
    if (!renderablePath(target.pathname) || budget.requests >= this.options.maxSubrequests)
      return notFound();
    budget.requests += 1;
    try {
      const response = await fetch(target, { redirect: 'manual', signal });
      const body = await readWithin(response, budget, this.options.maxSubrequestBytes);
      if (!body) return notFound();
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'location']) {
        const value = response.headers.get(name);
        if (value) headers[name] = value;
      }
      return await route.fulfill({ status: response.status, headers, body });
    } catch {
      return route.abort('failed').catch(() => undefined);
    }
  }
}
