import { proxyDownloadFileUrl, type Market } from '@specify/contracts';
import { getFile, postToSite, refusal } from './site-request';

/**
 * An item's image for the Excel export (project-builder.md §7): an image on this site is fetched
 * directly; one elsewhere (the asset host) through `POST /{locale}/api/proxy-download-file/`
 * {fileUrl}, as the browser may not read another origin's answer. The runtime config names no
 * asset host, so "elsewhere" is any other origin; the proxy's allow-list decides what it serves.
 */
export async function fetchExportImage(
  market: Market,
  src: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const url = new URL(src, window.location.href);
  const response =
    url.origin === window.location.origin
      ? await getFile(url.href, { signal })
      : await postToSite(market, proxyDownloadFileUrl(market), { fileUrl: url.href }, { signal });
  if (!response.ok) throw refusal(response);
  return response.blob();
}
