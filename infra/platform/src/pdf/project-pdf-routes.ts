import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  MARKETS,
  MAX_PROJECT_PDF_HTML_BYTES,
  downloadProjectPdfUrl,
  projectPdfUrl,
} from '@specify/contracts';
import {
  downloadProjectPdfRequestSchema,
  projectPdfRequestSchema,
} from '@specify/contracts/api/project';
import { csrfHolds } from '../kernel/csrf';
import { SessionHandle, type AccountRow } from '../kernel/session';
import { PROJECT_NOT_FOUND, findProject } from '../projects';
import { RateLimitedError } from '../kernel/rate-limits';
import type { Services } from '../kernel/services';
import { PdfRenderError, type HtmlToPdf, type RenderRequest } from './pdf-renderer';
import { PDF_FAILURE_STATUS, ownOrigin } from './pdf-routes';
import {
  MAX_QUEUED_PDFS_PER_ACCOUNT,
  failPdfJob,
  finishPdfJob,
  queuePdfJob,
  readPdfJob,
  type PdfFailure,
  type PdfJobKey,
} from './project-pdf-jobs';
import { PlatformError } from '../kernel/platform-error';

/** What the client is told of a failed render: short, and nothing of the renderer's insides. */
const FAILURE_MESSAGES: Record<PdfFailure, string> = {
  saturated: 'Too many PDFs are being made right now. Please try again shortly.',
  timeout: 'The PDF took too long to make.',
  unavailable: 'PDF rendering is unavailable right now.',
  failed: 'The PDF could not be made.',
};
const PDF_NOT_FOUND = 'That PDF was not found or has expired. Please save it again.';

export interface ProjectPdfRoutesOptions {
  renderer: HtmlToPdf;
  services: Services;
}

function fail(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').send({ isError: true, message });
}

function invalid(reply: FastifyReply, issues: readonly v.BaseIssue<unknown>[]): FastifyReply {
  return fail(reply, 400, `Invalid request: ${issues[0]?.message ?? 'check the body.'}`);
}

/** `attachment` with the name as typed, plus a plain ASCII fallback for old clients. */
function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * The renders under way on this instance, by account. Queuing a name again gives up the render it
 * supersedes (its job row is already replaced, so nobody could fetch its PDF); a render counts
 * against its account until it has ended, given up or not.
 */
class AccountRenders {
  private readonly underWay = new Set<{
    key: PdfJobKey;
    cancel: AbortController;
    ended: Promise<void>;
  }>();

  /** The account's renders under way other than `key`'s. */
  besides(key: PdfJobKey): number {
    let count = 0;
    for (const render of this.underWay)
      if (render.key.accountId === key.accountId && render.key.filename !== key.filename)
        count += 1;
    return count;
  }

  start(key: PdfJobKey, render: (signal: AbortSignal) => Promise<void>) {
    for (const earlier of this.underWay)
      if (earlier.key.accountId === key.accountId && earlier.key.filename === key.filename)
        earlier.cancel.abort();
    const cancel = new AbortController();
    const entry = { key, cancel, ended: render(cancel.signal) };
    this.underWay.add(entry);
    void entry.ended.finally(() => this.underWay.delete(entry));
  }

  async settled(): Promise<void> {
    await Promise.allSettled([...this.underWay].map((render) => render.ended));
  }
}

/**
 * The project PDF (project-builder.md §4 "PDF save", §7): `pdf-my-project-html` checks the caller
 * may read the project, records a job and answers 202 at once; this instance renders it in the
 * background. `download-project-pdf` answers 202 while it renders, the PDF once it is made, 404
 * for a file that is not the caller's, unknown or expired. Both need a signed-in session and the
 * site's CSRF header (`siteHeaders`), as upload-excel does.
 */
export async function projectPdfRoutes(
  app: FastifyInstance,
  { renderer, services }: ProjectPdfRoutesOptions,
) {
  const renders = new AccountRenders();
  // Renders under way finish (and record how they ended) before the app and its database close.
  app.addHook('onClose', () => renders.settled());

  app.setErrorHandler((error: { code?: string; statusCode?: number }, request, reply) => {
    if (error instanceof RateLimitedError) return fail(reply, error.statusCode, error.message);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return fail(reply, 413, 'The page is too large to save as a PDF (2 MB of HTML at most).');
    if (error.statusCode !== undefined && error.statusCode < 500)
      return fail(reply, 400, 'Send the request body as JSON.');
    request.log.error(error);
    return fail(reply, 500, 'Something went wrong!');
  });

  /** The signed-in caller of a same-site request, or undefined once the refusal is sent. */
  async function caller(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<AccountRow | undefined> {
    const session = new SessionHandle(services.db, request, reply, services.now);
    const account = await session.account();
    if (!account) {
      fail(reply, 401, 'Unauthorized');
      return undefined;
    }
    if (!csrfHolds(request)) {
      fail(reply, 403, 'The request is missing its CSRF token. Reload the page and try again.');
      return undefined;
    }
    return account;
  }

  /** Whether the caller may read the project: the owner, or an internal user (§6). */
  async function mayRead(account: AccountRow, projectId: string): Promise<boolean> {
    try {
      await findProject(services.db, projectId, account);
      return true;
    } catch (error) {
      if (error instanceof PlatformError) return false;
      throw error;
    }
  }

  /** The page renders against this server's own address, as the product PDF does. */
  function origin(): string | undefined {
    const address = app.server.address();
    if (!address || typeof address === 'string') return undefined;
    return ownOrigin(address.address, address.port);
  }

  /** Renders in the background and records how it ended; never throws. */
  async function renderJob(key: PdfJobKey, jobId: string, request: RenderRequest) {
    try {
      const pdf = await renderer.render(request);
      await finishPdfJob(services.db, key, jobId, pdf, services.now());
    } catch (error) {
      if (!(error instanceof PdfRenderError)) console.error('Project PDF: render failed', error);
      const reason = error instanceof PdfRenderError ? error.reason : 'failed';
      await failPdfJob(services.db, key, jobId, reason).catch((cause: unknown) =>
        console.error('Project PDF: could not record a failed render', cause),
      );
    }
  }

  for (const market of MARKETS) {
    app.post(
      projectPdfUrl(market),
      { bodyLimit: MAX_PROJECT_PDF_HTML_BYTES + 4096, config: { rateLimitedBy: 'pdf' } },
      async (request, reply) => {
        const account = await caller(request, reply);
        if (!account) return reply;
        const parsed = v.safeParse(projectPdfRequestSchema, request.body);
        if (!parsed.success) return invalid(reply, parsed.issues);
        const { html, isLandscapeMode, filename, shoppingListId } = parsed.output;
        if (!(await mayRead(account, shoppingListId))) return fail(reply, 404, PROJECT_NOT_FOUND);
        const siteOrigin = origin();
        if (!siteOrigin) return fail(reply, 503, FAILURE_MESSAGES.unavailable);
        const key = { accountId: account.accountId, filename };
        // This instance's renders count too: a name queued again replaces its job's row at
        // once, while the render it supersedes is still being given up.
        const queued =
          renders.besides(key) >= MAX_QUEUED_PDFS_PER_ACCOUNT
            ? 'busy'
            : await queuePdfJob(services.db, key, shoppingListId, services.now());
        if (queued === 'busy') {
          reply.header('retry-after', '5');
          return fail(
            reply,
            429,
            `At most ${MAX_QUEUED_PDFS_PER_ACCOUNT} PDFs are made at once. Please wait for one to finish.`,
          );
        }
        renders.start(key, (signal) =>
          renderJob(key, queued.jobId, {
            html,
            noPageMargins: false,
            landscape: isLandscapeMode,
            origin: siteOrigin,
            signal,
          }),
        );
        return reply
          .code(202)
          .header('cache-control', 'no-store')
          .send({ filename, status: 'queued' });
      },
    );

    app.post(downloadProjectPdfUrl(market), { bodyLimit: 4096 }, async (request, reply) => {
      const account = await caller(request, reply);
      if (!account) return reply;
      const parsed = v.safeParse(downloadProjectPdfRequestSchema, request.body);
      if (!parsed.success) return invalid(reply, parsed.issues);
      const { filename } = parsed.output;
      const job = await readPdfJob(
        services.db,
        { accountId: account.accountId, filename },
        services.now(),
      );
      // The caller's read access is checked again: it may have changed since the job was queued.
      if (!job || !(await mayRead(account, job.projectId))) return fail(reply, 404, PDF_NOT_FOUND);
      if (job.status === 'queued')
        return reply
          .code(202)
          .header('cache-control', 'no-store')
          .send({ filename, status: 'queued' });
      if (job.status === 'failed') {
        if (job.reason === 'saturated') reply.header('retry-after', '5');
        return fail(reply, PDF_FAILURE_STATUS[job.reason], FAILURE_MESSAGES[job.reason]);
      }
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(filename))
        .header('cache-control', 'no-store')
        .send(job.pdf);
    });
  }
}
