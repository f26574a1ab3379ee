import { join } from 'node:path';
import { writeAssets } from '@specify/data';
import {
  createRegistry,
  findRepoRoot,
  registryRoot,
  shellContractsVersion,
} from '@specify/registry';
import { buildPlatform } from './app';
import { createServices } from './services';
import { seedPlatform } from './seed';
import { setUpSearch } from './search-setup';
import { internalOnlyFileGuard } from './files/internal-only-guard';

/** Serves the platform for an environment that is already released (see start.ts for local). */
export async function serve() {
  const repoRoot = findRepoRoot();
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';
  const environment = process.env.SPECIFY_ENV ?? 'local';
  const dev = process.env.SPECIFY_DEV === '1';
  const registry = createRegistry(registryRoot(repoRoot));
  // The shell served is this checkout's build, so the environment records its contracts version.
  await registry.ensureEnvironment(environment, shellContractsVersion(repoRoot));

  const { services, database } = await createServices({ repoRoot });
  await seedPlatform(services, { catalogue: true });
  const filesDir = process.env.SPECIFY_FILES_DIR ?? join(repoRoot, '.data', 'files');
  const assets = await writeAssets(
    {
      categories: await services.catalogue.categories(),
      products: await services.catalogue.allProducts(),
    },
    filesDir,
  );
  if (assets.written > 0) console.info(`Wrote ${assets.written} catalogue files to ${filesDir}`);

  const search = setUpSearch(services, { repoRoot });
  const app = await buildPlatform({
    services,
    search: search.service,
    files: {
      filesDir,
      internalOnly: await internalOnlyFileGuard(services),
      assetOrigins: (process.env.ASSET_ORIGINS ?? services.config.publicUrl)
        .split(',')
        .map((origin) => origin.trim()),
    },
    site: {
      registry,
      environment,
      shellDir: process.env.SPECIFY_SHELL_DIR ?? join(repoRoot, 'shell', dev ? 'dist-dev' : 'dist'),
      devRemotesRoot: dev ? repoRoot : undefined,
      searchConfig: search.runtimeConfig,
    },
  });
  app.addHook('onClose', async () => {
    search.service.close();
    await database.close();
  });
  await app.listen({ port, host });
  console.info(
    `Specify (${environment}) on http://localhost:${port} — database: ${database.engine}`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  return app;
}

if (process.argv[1]?.endsWith('main.ts')) {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
