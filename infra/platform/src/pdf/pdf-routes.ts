import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { MARKETS } from '@specify/contracts';
import {
  MAX_PDF_HTML_BYTES,
  productPdfRequestSchema,
  productPdfUrl,
} from '@specify/contracts/api/product-pdf';
import { PdfRenderError, type HtmlToPdf } from './pdf-renderer';

/** The status each render failure answers with. */
export const PDF_FAILURE_STATUS: Record<PdfRenderError['reason'], number> = {
  saturated: 503,
  unavailable: 503,
  timeout: 504,
  failed: 500,
};

/** How this process reaches itself: loopback when it listens on every interface. */
export function ownOrigin(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::') return `http://127.0.0.1:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

export interface PdfRoutesOptions {
  renderer: HtmlToPdf;
}

/**
 * `POST /{locale}/api/pdf-my-html/` {html, noPageMargins}: the HTML rendered to `application/pdf`
 * (storefront §7). The page renders against this server's own address, so its relative links
 * (`/files/...`) load from here and nowhere else.
 */
export async function pdfRoutes(app: FastifyInstance, { renderer }: PdfRoutesOptions) {
  app.addHook('onClose', () => renderer.close());
  for (const market of MARKETS) {
    app.post(
      productPdfUrl(market),
      { bodyLimit: MAX_PDF_HTML_BYTES + 4096, config: { rateLimitedBy: 'pdf' } },
      async (request, reply) => {
        const parsed = v.safeParse(productPdfRequestSchema, request.body);
        if (!parsed.success) {
          return reply.code(400).send({
            isError: true,
            message: `Invalid request: ${parsed.issues[0]?.message ?? 'send {html, noPageMargins}.'}`,
          });
        }
        const address = app.server.address();
        if (!address || typeof address === 'string') {
          return reply.code(503).send({ isError: true, message: 'PDF rendering is unavailable.' });
        }
        try {
          const pdf = await renderer.render({
            ...parsed.output,
            landscape: false,
            origin: ownOrigin(address.address, address.port),
          });
          return reply
            .header('content-type', 'application/pdf')
            .header('cache-control', 'no-store')
            .send(pdf);
        } catch (error) {
          if (!(error instanceof PdfRenderError)) throw error;
          if (error.reason === 'saturated') reply.header('retry-after', '5');
          return reply
            .code(PDF_FAILURE_STATUS[error.reason])
            .send({ isError: true, message: error.message });
        }
      },
    );
  }
}
