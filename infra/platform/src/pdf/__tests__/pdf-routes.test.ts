import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildPlatform } from '../../app';
import {
  DEFAULT_PDF_OPTIONS,
  PDF_TITLE,
  PdfRenderer,
  launchRenderBrowser,
  type PdfRendererOptions,
} from '../pdf-renderer';
import { MAX_PDF_SUBREQUESTS } from '../render-budget';

/** A platform serving only the PDF route and a probe that counts what the rendered page loads. */
async function startPdfPlatform(options: Partial<PdfRendererOptions> = {}) {
  const renderer = new PdfRenderer({ ...DEFAULT_PDF_OPTIONS, ...options });
  const app = await buildPlatform({ pdf: renderer });
  const probes: string[] = [];
  // A page of this site: a rendered document must never make the site render it.
  const pages: string[] = [];
  app.get('/au/:page', async (request) => {
    pages.push(request.url);
    return 'a page';
  });
  app.get('/files/probe', async (request, reply) => {
    probes.push(request.url);
    const delay = Number((request.query as { delay?: string }).delay ?? 0);
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay).unref());
    return reply
      .header('content-type', 'image/svg+xml')
      .send('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, probes, pages };
}

function post(app: FastifyInstance, body: unknown, market = 'au') {
  return app.inject({
    method: 'POST',
    url: `/${market}/api/pdf-my-html/`,
    payload: body as object,
  });
}

/** Another host on the network: the rendered page must never reach it, not even to connect. */
async function startOffOriginServer() {
  const hits: string[] = [];
  let connections = 0;
  const server: Server = createServer((request, response) => {
    hits.push(request.url ?? '');
    response.end('x');
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    hits,
    connections: () => connections,
    origin: `http://127.0.0.1:${port}`,
    close: () => server.close(),
  };
}

describe('POST /{locale}/api/pdf-my-html/', () => {
  let platform: Awaited<ReturnType<typeof startPdfPlatform>>;
  beforeAll(async () => {
    platform = await startPdfPlatform();
  });
  afterAll(() => platform.app.close());

  it('renders the HTML to a PDF with Chromium, loading its images from this site', async () => {
    const response = await post(platform.app, {
      html: '<!doctype html><h1>Luna Basin Mixer</h1><img src="/files/probe?image=1" alt="">',
      noPageMargins: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(platform.probes).toContain('/files/probe?image=1');
  }, 30_000);

  it('titles a PDF without a title of its own, never with the address it was rendered from', async () => {
    for (const html of [
      '<!doctype html><h1>Untitled</h1>',
      '<title></title><h1>Empty title</h1>',
    ]) {
      const response = await post(platform.app, { html, noPageMargins: false });
      expect(response.statusCode).toBe(200);
      const pdf = response.rawPayload.toString('latin1');
      expect(pdf).not.toMatch(/__pdf-render__|127\.0\.0\.1|document\.html/);
      // The Info dictionary's /Title, as a literal or as UTF-16 hex.
      const hex = Buffer.from(`\ufeff${PDF_TITLE}`, 'utf16le')
        .swap16()
        .toString('hex')
        .toUpperCase();
      expect(pdf.includes(`/Title (${PDF_TITLE})`) || pdf.toUpperCase().includes(hex)).toBe(true);
    }
  }, 60_000);

  it("never runs the page's scripts and never loads from another host", async () => {
    const offOrigin = await startOffOriginServer();
    try {
      const response = await post(platform.app, {
        html: `<!doctype html>
          <link rel="stylesheet" href="${offOrigin.origin}/style.css">
          <img src="${offOrigin.origin}/tracker.png" alt="">
          <img src="//example.invalid/remote.png" alt="">
          <script>new Image().src = '/files/probe?script=1'; fetch('${offOrigin.origin}/script');</script>
          <p>Spec sheet</p>`,
      });
      expect(response.statusCode).toBe(200);
      expect(offOrigin.hits).toEqual([]);
      expect(platform.probes.some((url) => url.includes('script'))).toBe(false);
    } finally {
      offOrigin.close();
    }
  }, 30_000);

  it('opens no connection for a preconnect or dns-prefetch hint to another host', async () => {
    // Hints bypass the routing; this Chromium ignores them in a Playwright context today, and the
    // browser's own lock (next test) keeps it so if a later one does not.
    const offOrigin = await startOffOriginServer();
    try {
      const response = await post(platform.app, {
        html: `<!doctype html>
          <link rel="preconnect" href="${offOrigin.origin}">
          <link rel="dns-prefetch" href="${offOrigin.origin}">
          <link rel="preconnect" href="https://example.com">
          <p>Spec sheet</p><img src="/files/probe?hinted=1" alt="">`,
      });
      expect(response.statusCode).toBe(200);
      expect(platform.probes).toContain('/files/probe?hinted=1');
      // A hint is acted on while the page loads; give a late one time to show before looking.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(offOrigin.connections()).toBe(0);
    } finally {
      offOrigin.close();
    }
  }, 30_000);

  it('runs a Chromium that resolves no host by itself, so what escapes the routing goes nowhere', async () => {
    const offOrigin = await startOffOriginServer();
    const browser = await launchRenderBrowser(DEFAULT_PDF_OPTIONS.executablePath);
    try {
      // A page with no routing at all: only the browser's own lock stands in the way.
      const page = await browser.newPage();
      await expect(page.goto(`${offOrigin.origin}/direct`)).rejects.toThrow(
        /ERR_NAME_NOT_RESOLVED/,
      );
      expect(offOrigin.connections()).toBe(0);
    } finally {
      await browser.close();
      offOrigin.close();
    }
  }, 30_000);

  it('answers a page or an API of this site with an empty 404 at once, never asking the site', async () => {
    const images = Array.from({ length: 50 }, (_, index) => `<img src="/au/z${index}" alt="">`);
    const response = await post(platform.app, {
      html: `<!doctype html>${images.join('')}
        <link rel="stylesheet" href="/au/api/search">
        <img src="/files/../au/escaped" alt=""><img src="/files/%2e%2e/au/encoded" alt="">
        <img src="/files/probe?page-test=1" alt="">`,
    });
    expect(response.statusCode).toBe(200);
    expect(platform.pages).toEqual([]);
    expect(platform.probes).toContain('/files/probe?page-test=1');
  }, 30_000);

  it('loads at most 200 files of this site per render; the rest are answered with a 404', async () => {
    const images = Array.from(
      { length: MAX_PDF_SUBREQUESTS + 50 },
      (_, index) => `<img src="/files/probe?many=${index}" alt="">`,
    );
    const response = await post(platform.app, { html: `<!doctype html>${images.join('')}` });
    expect(response.statusCode).toBe(200);
    expect(platform.probes.filter((url) => url.includes('many=')).length).toBe(MAX_PDF_SUBREQUESTS);
  }, 30_000);

  it.each([
    [{}, 'Invalid request: send {html, noPageMargins} with the HTML to render.'],
    [{ html: 42 }, 'Invalid request: html must be a string of HTML.'],
    [{ html: '' }, 'Invalid request: html is empty.'],
    [
      { html: '<p>x</p>', noPageMargins: 'yes' },
      'Invalid request: noPageMargins must be true or false.',
    ],
    [
      { html: 'x'.repeat(2 * 1024 * 1024 + 1) },
      'Invalid request: html is too large (2 MB at most).',
    ],
  ])('answers 400 with a clear message to %#', async (body, message) => {
    const response = await post(platform.app, body, 'nz');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ isError: true, message });
  });
});

describe('the PDF renderer under load', () => {
  it('gives up on a render that takes longer than its timeout (504)', async () => {
    const { app } = await startPdfPlatform({ timeoutMs: 1500 });
    try {
      const response = await post(app, { html: '<img src="/files/probe?delay=5000" alt="">' });
      expect(response.statusCode).toBe(504);
      expect(response.json().message).toBe('The PDF took too long to make.');
    } finally {
      await app.close();
    }
  }, 30_000);

  it('answers 503 with Retry-After when every slot and the queue are taken', async () => {
    const { app } = await startPdfPlatform({ concurrency: 1, queueLimit: 0, timeoutMs: 10_000 });
    try {
      const slow = post(app, { html: '<img src="/files/probe?delay=1500" alt="">' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const refused = await post(app, { html: '<p>second</p>' });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect((await slow).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }, 30_000);

  it('answers 504 at its deadline while Chromium is still starting', async () => {
    // A browser that takes 4 s to fail to start, as one might on a machine busy with other work.
    const dir = await mkdtemp(join(tmpdir(), 'slow-chromium-'));
    const executablePath = join(dir, 'chromium');
    await writeFile(executablePath, '#!/bin/sh\nexec sleep 4\n', { mode: 0o755 });
    const { app } = await startPdfPlatform({ executablePath, timeoutMs: 1000 });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await post(app, { html: '<p>x</p>' });
      expect(response.statusCode).toBe(504);
      expect(response.json().message).toBe('The PDF took too long to make.');
    } finally {
      await app.close();
      spy.mockRestore();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('answers 503 when Chromium is not installed, without internals', async () => {
    const { app } = await startPdfPlatform({ executablePath: '/nonexistent/chromium' });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await post(app, { html: '<p>x</p>' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        isError: true,
        message: 'PDF rendering is unavailable right now.',
      });
    } finally {
      spy.mockRestore();
      await app.close();
    }
  });
});
