import { PROJECT_TIMERS, type Market, type ProjectPdfRequest } from '@specify/contracts';
import { downloadProjectPdf } from '../api/download-project-pdf';
import { queueProjectPdf } from '../api/queue-project-pdf';
import { pause } from './pause';

/**
 * How many times the PDF is asked for before giving up: three minutes at one ask every 2 s,
 * well past a render of a few hundred lines, and well inside the file's life on the platform.
 */
export const PDF_POLL_LIMIT = 90;

/** The PDF never came back within PDF_POLL_LIMIT polls. */
export class PdfTooSlowError extends Error {
  constructor() {
    super(`The PDF was not ready after ${PDF_POLL_LIMIT} polls`);
    this.name = 'PdfTooSlowError';
  }
}

/**
 * The summary's PDF (project-builder.md §4 "PDF save"): queues the render, then asks for the file
 * every 2 s until it comes back. A refusal at either step throws (ExportRequestError) and so does
 * a render that outlasts PDF_POLL_LIMIT (PdfTooSlowError).
 */
export async function makeProjectPdf(
  market: Market,
  request: ProjectPdfRequest,
  signal?: AbortSignal,
): Promise<Blob> {
  await queueProjectPdf(market, request, signal);
  for (let poll = 0; poll < PDF_POLL_LIMIT; poll += 1) {
    await pause(PROJECT_TIMERS.pdfPollMs, signal);
    const pdf = await downloadProjectPdf(market, request.filename, signal);
    if (pdf) return pdf;
  }
  throw new PdfTooSlowError();
}
