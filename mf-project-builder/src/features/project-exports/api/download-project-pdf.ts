import { downloadProjectPdfUrl, type Market } from '@specify/contracts';
import { postToSite, refusal } from './site-request';

/**
 * `POST /{locale}/api/download-project-pdf/` {filename} (project-builder.md §7): the PDF once it
 * is made, undefined while the render is still under way (202). Any other answer (gone, not
 * yours, failed) throws with its status.
 */
export async function downloadProjectPdf(
  market: Market,
  filename: string,
  signal?: AbortSignal,
): Promise<Blob | undefined> {
  const response = await postToSite(
    market,
    downloadProjectPdfUrl(market),
    { filename },
    { signal },
  );
  if (response.status === 202) return undefined;
  if (!response.ok) throw refusal(response);
  return response.blob();
}
