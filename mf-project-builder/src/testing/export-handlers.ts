import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import {
  downloadProjectPdfRequestSchema,
  projectPdfRequestSchema,
  proxyDownloadRequestSchema,
} from '@specify/contracts/api/project';
import { ASSET_ORIGIN } from './export-fixtures';

/**
 * The platform's export endpoints in small, for the exports' tests: the project PDF (queued, then
 * ready after a number of polls, per filename), the download proxy with its allow-list, the
 * catalogue's images and BIM files. Every request is recorded for tests to check.
 */

/** A 1x1 PNG: every image the fixtures serve. */
export const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.4 fixture');

export type ExportRequest =
  | { kind: 'pdf'; body: unknown }
  | { kind: 'pdf-download'; body: unknown }
  | { kind: 'proxy'; body: unknown }
  /** A GET of a file: its path and query, or the whole URL when it is on another origin. */
  | { kind: 'file'; url: string };

export const exportRequests: ExportRequest[] = [];

export const exportFixture = {
  /** How many download-project-pdf polls answer 202 before the PDF is ready. */
  pdfPollsUntilReady: 1,
  /** Files (path, or URL on another origin) that answer 404. */
  brokenFiles: new Set<string>(),
};

const pdfPolls = new Map<string, number>();

export function resetExportFixtures() {
  exportRequests.length = 0;
  exportFixture.pdfPollsUntilReady = 1;
  exportFixture.brokenFiles.clear();
  pdfPolls.clear();
}

/** The HTML the summary last sent to be printed. */
export function lastPrintedHtml(): string {
  const sent = exportRequests.filter((request) => request.kind === 'pdf').pop();
  return sent && v.is(projectPdfRequestSchema, sent.body) ? sent.body.html : '';
}

function refused(status: number, message: string) {
  return HttpResponse.json({ isError: true, message }, { status });
}

function answerFile(url: URL, body: BodyInit, type: string) {
  const name =
    url.origin === window.location.origin ? url.pathname : `${url.origin}${url.pathname}`;
  exportRequests.push({ kind: 'file', url: `${name}${url.search}` });
  if (exportFixture.brokenFiles.has(name)) return new HttpResponse(null, { status: 404 });
  return new HttpResponse(body, { headers: { 'content-type': type } });
}

export const exportHandlers = [
  http.post('/:market/api/pdf-my-project-html/', async ({ request }) => {
    const body: unknown = await request.json();
    exportRequests.push({ kind: 'pdf', body });
    const parsed = v.safeParse(projectPdfRequestSchema, body);
    if (!parsed.success) return refused(400, parsed.issues[0].message);
    pdfPolls.set(parsed.output.filename, 0);
    return HttpResponse.json(
      { filename: parsed.output.filename, status: 'queued' },
      { status: 202 },
    );
  }),
  http.post('/:market/api/download-project-pdf/', async ({ request }) => {
    const body: unknown = await request.json();
    exportRequests.push({ kind: 'pdf-download', body });
    const parsed = v.safeParse(downloadProjectPdfRequestSchema, body);
    if (!parsed.success) return refused(400, parsed.issues[0].message);
    const polls = pdfPolls.get(parsed.output.filename);
    if (polls === undefined) return refused(404, 'Not found');
    pdfPolls.set(parsed.output.filename, polls + 1);
    if (polls < exportFixture.pdfPollsUntilReady)
      return HttpResponse.json(
        { filename: parsed.output.filename, status: 'queued' },
        { status: 202 },
      );
    return new HttpResponse(PDF_BYTES, { headers: { 'content-type': 'application/pdf' } });
  }),
  http.post('/:market/api/proxy-download-file/', async ({ request }) => {
    const body: unknown = await request.json();
    exportRequests.push({ kind: 'proxy', body });
    const parsed = v.safeParse(proxyDownloadRequestSchema, body);
    if (!parsed.success) return refused(400, parsed.issues[0].message);
    const target = new URL(parsed.output.fileUrl);
    if (target.origin !== ASSET_ORIGIN)
      return refused(400, `Downloads from ${target.origin} are not allowed.`);
    if (exportFixture.brokenFiles.has(`${target.origin}${target.pathname}`))
      return refused(502, 'Error downloading file, please try again later');
    return new HttpResponse(PNG_BYTES, { headers: { 'content-type': 'image/png' } });
  }),
  // Asked for directly, an asset-host image is recorded, so a test can tell it skipped the proxy.
  http.get(`${ASSET_ORIGIN}/*`, ({ request }) =>
    answerFile(new URL(request.url), PNG_BYTES, 'image/png'),
  ),
  http.get('/files/images/*', ({ request }) =>
    answerFile(new URL(request.url), PNG_BYTES, 'image/png'),
  ),
  http.get('/files/bim/*', ({ request }) => {
    const url = new URL(request.url);
    return answerFile(url, `BIM ${url.pathname}`, 'application/octet-stream');
  }),
];
