import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SCALE_VARIANT_TARGET, generateCatalogue, writeAssets } from '@specify/data';
import { findRepoRoot } from '@specify/registry';
import { exitOnStartFailure, parseEnv } from './config/env';
import { createServices } from './services';
import { seedPlatform } from './seed';

/**
 * `npm run seed [-- --scale | --variants N]` (`--scale`: the 100k-variant benchmark dataset): regenerates the catalogue in the database (PGlite under
 * .data/db, or DATABASE_URL) and its files under .data/files. Accounts, carts and orders are kept.
 */
async function main() {
  const { values } = parseArgs({
    options: { variants: { type: 'string' }, scale: { type: 'boolean' } },
  });
  const env = parseEnv(process.env);
  const repoRoot = findRepoRoot();
  const started = performance.now();
  const variantTarget = values.scale
    ? SCALE_VARIANT_TARGET
    : values.variants
      ? Number(values.variants)
      : undefined;
  const catalogue = generateCatalogue(variantTarget ? { variantTarget } : {});
  const { services, database } = await createServices({ env, repoRoot });
  await seedPlatform(services, { catalogue: false });
  await services.catalogue.replaceAll(catalogue);
  const filesDir = env.filesDir ?? join(repoRoot, '.data', 'files');
  // The benchmark scale exercises search and the APIs; its files would only fill the disk.
  const assets = variantTarget
    ? { files: 0, bytes: 0 }
    : (await rm(filesDir, { recursive: true, force: true }),
      await writeAssets(catalogue, filesDir));
  await database.close();
  const variants = catalogue.products.reduce((sum, product) => sum + product.variants.length, 0);
  console.info(
    `Seeded ${catalogue.products.length} products, ${variants} variants, ${assets.files} files ` +
      `(${(assets.bytes / 1e6).toFixed(1)} MB) into ${database.engine} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch(exitOnStartFailure);
