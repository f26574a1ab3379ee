import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { MARKETS, SKU_LIST_EXAMPLE_NAME, skuListExampleUrl } from '@specify/contracts';
import { visibleProduct } from '@specify/contracts/catalogue/visibility';
import type { Services } from '../kernel/services';

/** The example's rooms and quantities; its SKUs come from the catalogue. */
const EXAMPLE_LINES = [
  { qty: 2, section: 'Main Bathroom 1' },
  { qty: 1, section: 'Ensuite' },
  { qty: 4, section: 'Kitchen' },
] as const;

/**
 * `GET /{au|nz}/api/sku-list-example.csv` (project-builder §7 "See Example"): the three columns
 * with real SKUs a visitor may see, one product each, so the example a visitor downloads and
 * uploads again is accepted. Made once per catalogue (the seed replaces it) and answered from
 * memory.
 */
export async function skuListExampleRoutes(
  app: FastifyInstance,
  { services }: { services: Pick<Services, 'catalogue'> },
) {
  let example: Promise<string> | undefined;
  const unsubscribe = services.catalogue.onChange(() => {
    example = undefined;
  });
  app.addHook('onClose', async () => unsubscribe());

  async function makeExample(): Promise<string> {
    const skus: string[] = [];
    for (const product of await services.catalogue.allProducts()) {
      if (skus.length === EXAMPLE_LINES.length) break;
      const variant = visibleProduct(product, false)?.variants[0];
      if (variant) skus.push(variant.sku);
    }
    const rows = skus.map((sku, index) => ({ sku, ...EXAMPLE_LINES[index] }));
    return Papa.unparse(rows, { columns: ['sku', 'qty', 'section'], escapeFormulae: true });
  }

  for (const market of MARKETS)
    app.get(skuListExampleUrl(market), async (_request, reply) => {
      example ??= makeExample().catch((error: unknown) => {
        example = undefined;
        throw error;
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${SKU_LIST_EXAMPLE_NAME}"`)
        .header('cache-control', 'public, max-age=300')
        .send(`${await example}\r\n`);
    });
}
