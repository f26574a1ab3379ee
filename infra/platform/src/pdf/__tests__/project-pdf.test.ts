import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PROJECT_PDF_TTL_MS, type Project } from '@specify/contracts';
import { buildPlatform } from '../../app';
import { projectPdfs } from '../../db/schema';
import { DEV_PASSWORD } from '../../seed/dev-accounts';
import { startTestPlatform, TestClient, type TestPlatform } from '../../testing/test-platform';
import { cartCatalogue } from '../../actions/cart/__tests__/fixtures';
import { PdfRenderError, type HtmlToPdf, type RenderRequest } from '../pdf-renderer';
import {
  ABANDONED_PDF_JOB_MS,
  MAX_KEPT_PDFS_PER_ACCOUNT,
  MAX_QUEUED_PDFS_PER_ACCOUNT,
} from '../project-pdf-jobs';

/**
 * A renderer that renders nothing: the job lifecycle is under test here, not Chromium (the real
 * renderer's own tests are pdf-routes.test.ts; one test below renders for real). Each render
 * waits until the test settles it, or is settled at once in `instant` mode.
 */
class StubRenderer implements HtmlToPdf {
  readonly requests: RenderRequest[] = [];
  private readonly waiting: {
    html: string;
    resolve: (pdf: Buffer) => void;
    reject: (error: Error) => void;
  }[] = [];
  instant = true;

  render(request: RenderRequest): Promise<Buffer> {
    this.requests.push(request);
    if (this.instant) return Promise.resolve(StubRenderer.pdfOf(request.html));
    return new Promise((resolve, reject) => {
      const render = { html: request.html, resolve, reject };
      this.waiting.push(render);
      // Given up, as the real renderer gives up: at once, with a timeout.
      request.signal?.addEventListener('abort', () => {
        this.waiting.splice(this.waiting.indexOf(render), 1);
        reject(new PdfRenderError('timeout', 'The PDF took too long to make.'));
      });
    });
  }

  /** Renders started and not yet ended. */
  get underWay(): number {
    return this.waiting.length;
  }

  static pdfOf(html: string): Buffer {
    return Buffer.from(`%PDF-stub ${html}`);
  }

  /** Settles the oldest waiting render with its PDF, or with `error`. */
  settle(error?: Error) {
    const next = this.waiting.shift();
    if (!next) throw new Error('No render is waiting.');
    if (error) next.reject(error);
    else next.resolve(StubRenderer.pdfOf(next.html));
  }

  settleAll() {
    while (this.waiting.length > 0) this.settle();
  }

  async close() {
    this.settleAll();
  }
}

let platform: TestPlatform;
let renderer: StubRenderer;
let app: FastifyInstance;
let trade: TestClient;
let internal: TestClient;
let other: TestClient;
let project: Project;

async function signedIn(on: FastifyInstance, email: string) {
  const client = new TestClient(on);
  expect((await client.login(email, DEV_PASSWORD)).statusCode).toBe(200);
  return client;
}

/**
 * A platform instance on the shared database, listening (pages render against its address). This
 * suite queues more PDFs in a minute than one address may (rate-limits.test.ts covers that limit).
 */
async function startInstance(pdf: HtmlToPdf) {
  const instance = await buildPlatform({
    services: platform.services,
    pdf,
    rateLimits: { pdf: { max: 1_000, windowMs: 60_000 } },
  });
  await instance.listen({ port: 0, host: '127.0.0.1' });
  return instance;
}

beforeAll(async () => {
  platform = await startTestPlatform();
  await platform.services.catalogue.replaceAll(cartCatalogue());
  renderer = new StubRenderer();
  app = await startInstance(renderer);
  trade = await signedIn(app, 'trade@example.com');
  internal = await signedIn(app, 'internal@example.com');
  other = await signedIn(app, 'incomplete@example.com');
  const created = await trade.action('project/createShoppingList', {
    projectDetails: { projectName: 'Harbour House', projectType: 'hotel', projectLocation: 'NSW' },
    selectedRoomDetails: [{ roomName: 'Kitchen', count: 1, value: [1] }],
    specifierDetails: { username: 'Tessa Trade' },
  });
  project = created.json();
});
afterAll(async () => {
  await app.close();
  await platform.close();
});
afterEach(() => {
  renderer.settleAll();
  renderer.instant = true;
});

let serial = 0;
/** A fresh `{project}_summary_{4 chars}.pdf` name. */
function nextFilename(name = 'Harbour House') {
  serial += 1;
  return `${name}_summary_${String(serial).padStart(4, '0')}.pdf`;
}

function queue(client: TestClient, body: Record<string, unknown>, market = 'au') {
  return client.request('POST', `/${market}/api/pdf-my-project-html/`, {
    html: '<h1>Harbour House</h1>',
    isLandscapeMode: false,
    shoppingListId: project.id,
    emailId: 'trade@example.com',
    ...body,
  });
}

function download(client: TestClient, filename: string, market = 'au') {
  return client.request('POST', `/${market}/api/download-project-pdf/`, { filename });
}

/** Polls as the page does, without a clock: until the answer is no longer 202. */
async function settled(client: TestClient, filename: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const response = await download(client, filename);
    if (response.statusCode !== 202) return response;
  }
  throw new Error(`${filename} is still queued`);
}

async function rowsNamed(filename: string) {
  return platform.services.db
    .select({ accountId: projectPdfs.accountId })
    .from(projectPdfs)
    .where(eq(projectPdfs.filename, filename));
}

describe('the project PDF (project-builder §4 "PDF save", §7)', () => {
  it('queues at once (202), answers 202 while rendering, then the PDF as an attachment', async () => {
    renderer.instant = false;
    const filename = nextFilename();
    const queued = await queue(trade, { filename, isLandscapeMode: true, html: '<h1>HH</h1>' });
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toEqual({ filename, status: 'queued' });
    expect(await download(trade, filename)).toMatchObject({ statusCode: 202 });
    expect((await download(trade, filename)).json()).toEqual({ filename, status: 'queued' });
    const address = app.server.address();
    expect(renderer.requests.at(-1)).toEqual({
      html: '<h1>HH</h1>',
      landscape: true,
      noPageMargins: false,
      origin: `http://127.0.0.1:${typeof address === 'object' ? address?.port : ''}`,
      signal: expect.any(AbortSignal),
    });

    renderer.settle();
    const ready = await settled(trade, filename);
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['content-type']).toBe('application/pdf');
    expect(ready.headers['content-disposition']).toBe(
      `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    );
    expect(ready.rawPayload).toEqual(StubRenderer.pdfOf('<h1>HH</h1>'));
    // Fetched again (a second click, a retried poll), it is still there until it expires.
    expect((await download(trade, filename)).statusCode).toBe(200);
  });

  it('renders portrait unless asked for landscape', async () => {
    const filename = nextFilename();
    expect((await queue(trade, { filename, isLandscapeMode: false })).statusCode).toBe(202);
    expect(renderer.requests.at(-1)?.landscape).toBe(false);
  });

  it('names a non-ASCII project in the header safely', async () => {
    const filename = nextFilename('Café Résidence');
    expect((await queue(trade, { filename })).statusCode).toBe(202);
    const ready = await settled(trade, filename);
    expect(ready.headers['content-disposition']).toBe(
      `attachment; filename="Caf_ R_sidence_summary_${filename.slice(-8)}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    );
  });

  it('is gone (404) once it has expired, and expired jobs are purged when another is queued', async () => {
    const filename = nextFilename();
    await queue(trade, { filename });
    expect((await settled(trade, filename)).statusCode).toBe(200);
    platform.advanceClock(PROJECT_PDF_TTL_MS + 1);
    const expired = await download(trade, filename);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({
      isError: true,
      message: 'That PDF was not found or has expired. Please save it again.',
    });
    expect(await rowsNamed(filename)).toHaveLength(1);
    await queue(other, { filename: nextFilename('Elsewhere'), shoppingListId: 'no-such' });
    expect(await rowsNamed(filename)).toHaveLength(1); // a refused request purges nothing
    await queue(trade, { filename: nextFilename() });
    expect(await rowsNamed(filename)).toEqual([]);
  });

  it('is not found for anyone but the account that queued it, internal users included', async () => {
    const filename = nextFilename();
    await queue(trade, { filename });
    expect((await settled(trade, filename)).statusCode).toBe(200);
    for (const stranger of [other, internal]) {
      const answer = await download(stranger, filename);
      expect(answer.statusCode).toBe(404);
      expect(answer.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
    }
    expect((await download(trade, nextFilename())).statusCode).toBe(404);
  });

  it('is refused (404, as a missing project) for a project the caller may not read; an internal user may', async () => {
    const filename = nextFilename();
    const refused = await queue(other, { filename });
    const missing = await queue(other, { filename, shoppingListId: 'no-such-project' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(missing.json());
    expect(refused.json()).toEqual({ isError: true, message: 'That project was not found.' });
    expect(await rowsNamed(filename)).toEqual([]);

    const staff = await queue(internal, { filename });
    expect(staff.statusCode).toBe(202);
    expect((await settled(internal, filename)).statusCode).toBe(200);
  });

  it('needs a signed-in session (401) and the site’s CSRF header (403)', async () => {
    const visitor = new TestClient(app);
    await visitor.request('GET', '/action/account/getAccount');
    const filename = nextFilename();
    expect((await queue(visitor, { filename })).statusCode).toBe(401);
    expect((await download(visitor, filename)).statusCode).toBe(401);
    expect((await queue(visitor, { filename })).json()).toEqual({
      isError: true,
      message: 'Unauthorized',
    });

    const forged = await trade.request(
      'POST',
      '/au/api/pdf-my-project-html/',
      { html: '<p>x</p>', isLandscapeMode: false, filename, shoppingListId: project.id },
      { 'x-csrf-token': 'not-the-cookie' },
    );
    expect(forged.statusCode).toBe(403);
    const forgedDownload = await trade.request(
      'POST',
      '/au/api/download-project-pdf/',
      { filename },
      { 'x-csrf-token': 'not-the-cookie' },
    );
    expect(forgedDownload.statusCode).toBe(403);
    expect(await rowsNamed(filename)).toEqual([]);
  });

  it.each([
    [{ html: '' }, 'Invalid request: html is empty.'],
    [{ html: 42 }, 'Invalid request: html must be a string of HTML.'],
    [{ isLandscapeMode: 'yes' }, 'Invalid request: isLandscapeMode must be true or false.'],
    [
      { filename: '../../etc/passwd_summary_abcd.pdf' },
      'Invalid request: filename must be {project}_summary_{4 characters}.pdf.',
    ],
    [
      { filename: 'Harbour House.pdf' },
      'Invalid request: filename must be {project}_summary_{4 characters}.pdf.',
    ],
    [
      { html: 'x'.repeat(2 * 1024 * 1024 + 1) },
      'Invalid request: html is too large (2 MB at most).',
    ],
  ])('answers a bad body %# with 400 and a clear message', async (body, message) => {
    const filename = nextFilename();
    const answer = await queue(trade, { filename, ...body });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ isError: true, message });
  });

  it('answers 413 for a body over the limit and 400 for one that is not JSON, without internals', async () => {
    const huge = await queue(trade, {
      filename: nextFilename(),
      html: 'x'.repeat(2 * 1024 * 1024 + 8192),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      isError: true,
      message: 'The page is too large to save as a PDF (2 MB of HTML at most).',
    });
    const notJson = await trade.request('POST', '/au/api/download-project-pdf/', '{"filename":', {
      'content-type': 'application/json',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ isError: true, message: 'Send the request body as JSON.' });
    const badName = await download(trade, 'x/y_summary_abcd.pdf');
    expect(badName.statusCode).toBe(400);
  });

  it(`renders at most ${MAX_QUEUED_PDFS_PER_ACCOUNT} PDFs per account at once, then 429 with Retry-After`, async () => {
    renderer.instant = false;
    const names = Array.from({ length: MAX_QUEUED_PDFS_PER_ACCOUNT }, () => nextFilename());
    for (const filename of names) expect((await queue(trade, { filename })).statusCode).toBe(202);
    const extra = nextFilename();
    const refused = await queue(trade, { filename: extra });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    expect(await rowsNamed(extra)).toEqual([]);
    // Another account is not held up by this one.
    expect((await queue(internal, { filename: nextFilename() })).statusCode).toBe(202);

    renderer.settle();
    expect((await settled(trade, names[0] ?? '')).statusCode).toBe(200);
    expect((await queue(trade, { filename: extra })).statusCode).toBe(202);
  });

  it('gives up the render a name queued again supersedes, so one name never renders twice at once', async () => {
    renderer.instant = false;
    const filename = nextFilename();
    for (let attempt = 1; attempt <= 2 * MAX_QUEUED_PDFS_PER_ACCOUNT; attempt += 1) {
      const queued = await queue(trade, { filename, html: `<h1>Attempt ${attempt}</h1>` });
      expect(queued.statusCode).toBe(202);
      expect(renderer.underWay).toBe(1);
    }
    renderer.settle();
    const pdf = await settled(trade, filename);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString()).toBe(
      `%PDF-stub <h1>Attempt ${2 * MAX_QUEUED_PDFS_PER_ACCOUNT}</h1>`,
    );
  });

  it(`keeps an account to ${MAX_QUEUED_PDFS_PER_ACCOUNT} renders however its names are reused`, async () => {
    renderer.instant = false;
    const names = Array.from({ length: MAX_QUEUED_PDFS_PER_ACCOUNT }, () => nextFilename());
    for (const filename of [...names, ...names])
      expect((await queue(trade, { filename })).statusCode).toBe(202);
    expect(renderer.underWay).toBe(MAX_QUEUED_PDFS_PER_ACCOUNT);
    expect((await queue(trade, { filename: nextFilename() })).statusCode).toBe(429);
  });

  it(`keeps the newest ${MAX_KEPT_PDFS_PER_ACCOUNT} finished PDFs of an account`, async () => {
    const names: string[] = [];
    for (let index = 0; index <= MAX_KEPT_PDFS_PER_ACCOUNT + 1; index += 1) {
      platform.advanceClock(1000);
      const filename = nextFilename('Kept');
      names.push(filename);
      expect(
        (await queue(other, { filename, shoppingListId: await otherProject() })).statusCode,
      ).toBe(202);
      expect((await settled(other, filename)).statusCode).toBe(200);
    }
    expect((await download(other, names[0] ?? '')).statusCode).toBe(404);
    for (const filename of names.slice(1))
      expect((await download(other, filename)).statusCode).toBe(200);
  });

  it('answers a failed render with its 5xx and a short message, never the renderer’s internals', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderer.instant = false;
      const slow = nextFilename();
      await queue(trade, { filename: slow });
      renderer.settle(new PdfRenderError('timeout', 'The PDF took too long to make.'));
      const timedOut = await settled(trade, slow);
      expect(timedOut.statusCode).toBe(504);
      expect(timedOut.json()).toEqual({ isError: true, message: 'The PDF took too long to make.' });

      const broken = nextFilename();
      await queue(trade, { filename: broken });
      renderer.settle(new Error('Target crashed at /usr/lib/chromium secret-internals'));
      const failed = await settled(trade, broken);
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ isError: true, message: 'The PDF could not be made.' });
    } finally {
      consoleError.mockRestore();
    }
  });

  it('counts a job its instance never finished as failed, and frees its place', async () => {
    // An instance that queues and then never renders (it stopped, say): its jobs stay queued.
    const lostRenderer = new StubRenderer();
    lostRenderer.instant = false;
    const lostInstance = await startInstance(lostRenderer);
    try {
      const onLost = new TestClient(lostInstance);
      for (const [name, value] of trade.cookies) onLost.cookies.set(name, value);
      const names = Array.from({ length: MAX_QUEUED_PDFS_PER_ACCOUNT }, () => nextFilename());
      for (const filename of names) await queue(onLost, { filename });
      expect((await queue(trade, { filename: nextFilename() })).statusCode).toBe(429);
      platform.advanceClock(ABANDONED_PDF_JOB_MS + 1);
      const lost = await download(trade, names[0] ?? '');
      expect(lost.statusCode).toBe(503);
      expect(lost.json()).toEqual({
        isError: true,
        message: 'PDF rendering is unavailable right now.',
      });
      expect((await queue(trade, { filename: nextFilename() })).statusCode).toBe(202);
    } finally {
      lostRenderer.settleAll();
      await lostInstance.close();
    }
  });

  it('is fetched from any instance on the same database', async () => {
    const second = await startInstance(new StubRenderer());
    try {
      const elsewhere = new TestClient(second);
      for (const [name, value] of trade.cookies) elsewhere.cookies.set(name, value);
      renderer.instant = false;
      const filename = nextFilename();
      await queue(trade, { filename }, 'nz');
      expect((await download(elsewhere, filename)).statusCode).toBe(202);
      renderer.settle();
      const ready = await settled(elsewhere, filename);
      expect(ready.statusCode).toBe(200);
      expect(ready.rawPayload).toEqual(StubRenderer.pdfOf('<h1>Harbour House</h1>'));
    } finally {
      await second.close();
    }
  });
});

let otherProjectId: string | undefined;
/** The incomplete-profile user's own project, made once. */
async function otherProject(): Promise<string> {
  if (otherProjectId) return otherProjectId;
  const created = await other.action('project/createShoppingList', {
    projectDetails: { projectName: 'Kept', projectType: 'hotel', projectLocation: 'NSW' },
    selectedRoomDetails: [{ roomName: 'Kitchen', count: 1, value: [1] }],
    specifierDetails: { username: 'Ivan' },
  });
  otherProjectId = (created.json() as Project).id;
  return otherProjectId;
}

describe('the project PDF with the real renderer', () => {
  it('renders the queued summary to a landscape A4 PDF with Chromium', async () => {
    const { PdfRenderer, DEFAULT_PDF_OPTIONS } = await import('../pdf-renderer');
    const real = await startInstance(new PdfRenderer(DEFAULT_PDF_OPTIONS));
    try {
      const client = await signedIn(real, 'trade@example.com');
      const filename = nextFilename();
      const queued = await client.request('POST', '/au/api/pdf-my-project-html/', {
        html: '<!doctype html><h1>Harbour House</h1><p>SKU-A</p>',
        isLandscapeMode: true,
        filename,
        shoppingListId: project.id,
      });
      expect(queued.statusCode).toBe(202);
      let answer = await download(client, filename);
      // Chromium takes real time: poll as the page does until the render is done.
      for (let attempt = 0; answer.statusCode === 202 && attempt < 150; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        answer = await download(client, filename);
      }
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(
        answer.rawPayload.toString('latin1'),
      );
      expect(box).not.toBeNull();
      expect(Number(box?.[1])).toBeGreaterThan(Number(box?.[2]));
    } finally {
      await real.close();
    }
  }, 30_000);
});
