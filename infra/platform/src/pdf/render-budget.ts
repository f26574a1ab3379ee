/**
 * What a page being rendered to PDF may load from this site (issue 29): the files a print view
 * shows (`/files/`: product images, line diagrams), released remotes' files (`/remotes/`: their
 * style sheets and fonts) and the shell's own static assets by extension. A page, an API or
 * anything else is never asked for, so one document of thousands of `<img src="/au/…">` makes the
 * site do no work.
 */
const RENDERABLE_PATH =
  /^\/(?:files|remotes)\/|^\/[\w.-]+\.(?:css|woff2?|ttf|otf|png|jpe?g|gif|webp|avif|svg|ico)$/i;

/** `pathname` as the WHATWG URL parser left it: dot segments resolved, encoded ones too. */
export function renderablePath(pathname: string): boolean {
  return RENDERABLE_PATH.test(pathname) && !pathname.includes('/..') && !pathname.includes('\\');
}

/** Requests one render may make to this site; the rest are answered with an empty 404. */
export const MAX_PDF_SUBREQUESTS = 200;
/** Bytes one render may load from this site in all; a file past that is answered with a 404. */
export const MAX_PDF_SUBREQUEST_BYTES = 20 * 1024 * 1024;

/** What one render's page has loaded so far. */
export interface RenderBudget {
  requests: number;
  bytes: number;
}

/**
 * The response's body while the render's bytes stay within `limit`; undefined (the rest of the
 * body left unread) once they would not.
 */
export async function readWithin(
  response: Response,
  budget: RenderBudget,
  limit: number,
): Promise<Buffer | undefined> {
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    budget.bytes += value.byteLength;
    if (budget.bytes > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
}
