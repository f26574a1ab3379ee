import { projectPdfUrl, type Market, type ProjectPdfRequest } from '@specify/contracts';
import { postToSite, refusal } from './site-request';

/**
 * `POST /{locale}/api/pdf-my-project-html/` (project-builder.md §7): hands the summary's HTML to
 * the PDF service, which queues the render and answers at once. A refusal throws, as the file
 * would never come.
 */
export async function queueProjectPdf(
  market: Market,
  request: ProjectPdfRequest,
  signal?: AbortSignal,
): Promise<void> {
  const response = await postToSite(market, projectPdfUrl(market), request, { signal });
  if (!response.ok) throw refusal(response);
}
