import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Catalogue } from './generate';

/**
 * Writes the catalogue as one JSON document, a product at a time: the 100k-variant catalogue
 * serialises to ~420 MB, close to V8's maximum string length, so one JSON.stringify would fail.
 */
export async function writeCatalogueJson(catalogue: Catalogue, path: string): Promise<void> {
  const out = createWriteStream(path);
  const write = async (chunk: string): Promise<void> => {
    if (!out.write(chunk)) await once(out, 'drain');
  };
  await write(`{"categories":${JSON.stringify(catalogue.categories)},"products":[`);
  for (const [index, product] of catalogue.products.entries()) {
    await write(`${index === 0 ? '' : ','}${JSON.stringify(product)}`);
  }
  await write(']}\n');
  out.end();
  await once(out, 'finish');
}
