import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_VARIANT_TARGET, SCALE_VARIANT_TARGET, generateCatalogue } from './generate';
import { writeAssets } from './assets/write-assets';
import { writeCatalogueJson } from './catalogue-json';

const ASSET_LIMIT = 20_000;
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: resolve(repoRoot, '.data/files') },
    variants: { type: 'string', default: String(DEFAULT_VARIANT_TARGET) },
    scale: { type: 'boolean' },
    json: { type: 'string' },
    assets: { type: 'boolean' },
    'no-assets': { type: 'boolean' },
  },
});

const variantTarget = values.scale ? SCALE_VARIANT_TARGET : Number(values.variants);
if (!Number.isInteger(variantTarget) || variantTarget < 1) {
  console.error(`--variants must be a positive integer, got "${values.variants}"`);
  process.exit(1);
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(2)} s`;

let started = performance.now();
const catalogue = generateCatalogue({ variantTarget });
const variants = catalogue.products.reduce((sum, product) => sum + product.variants.length, 0);
console.info(
  `catalogue: ${catalogue.categories.length} categories, ${catalogue.products.length} products, ${variants} variants in ${seconds(started)}`,
);

if (values.json) {
  started = performance.now();
  const path = resolve(values.json);
  await writeCatalogueJson(catalogue, path);
  console.info(`json: ${path} in ${seconds(started)}`);
}

// Files are for the default dataset; the benchmark scale only needs the catalogue.
const wantAssets = values.assets ?? (!values['no-assets'] && variantTarget <= ASSET_LIMIT);
if (!wantAssets) console.info('assets: skipped (pass --assets to write them at this scale)');
if (wantAssets) {
  started = performance.now();
  const out = resolve(values.out);
  const result = await writeAssets(catalogue, out);
  console.info(
    `assets: ${result.files} files (${result.written} written, ${result.skipped} already there), ${(result.bytes / 1e6).toFixed(1)} MB in ${out} in ${seconds(started)}`,
  );
}
