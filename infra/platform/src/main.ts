import { join } from 'node:path';
import {
  createRegistry,
  findRepoRoot,
  registryRoot,
  shellContractsVersion,
} from '@specify/registry';
import { buildPlatform } from './app';

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
  const app = await buildPlatform({
    site: {
      registry,
      environment,
      shellDir: process.env.SPECIFY_SHELL_DIR ?? join(repoRoot, 'shell', dev ? 'dist-dev' : 'dist'),
      devRemotesRoot: dev ? repoRoot : undefined,
    },
  });
  await app.listen({ port, host });
  console.info(`Specify (${environment}) on http://localhost:${port}`);
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
