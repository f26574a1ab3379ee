import { join } from 'node:path';
import { generatePageContent, writeAssets, writeContentAssets } from '@specify/data';
import {
  createRegistry,
  describeUnrunnable,
  findRepoRoot,
  RegistryError,
  registryRoot,
  shellPackages,
  type Registry,
  type ShellPackages,
  type UnrunnableRelease,
} from '@specify/registry';
import { RECAPTCHA_ORIGINS } from './captcha';
import { buildPlatform } from './app';
import { EnvError, exitOnStartFailure, parseEnv, type Env } from './config/env';
import { createServices } from './services';
import { seedPlatform } from './seed';
import { internalOnlyFileGuard } from './files';
import { DEFAULT_PDF_OPTIONS, PdfRenderer } from './pdf';

/** The environment `npm start` serves, made on a fresh checkout; every other is made by create-env. */
export const LOCAL_ENVIRONMENT = 'local';

/**
 * Records in the registry environment to be served the versions of the shell this checkout serves
 * (a shell release). Only the local environment is created here: any other must exist already
 * (`npm run release -- create-env`), so a mistyped SPECIFY_ENV refuses to start instead of serving
 * a new, empty environment. Returns the promoted versions this shell cannot run, each logged: the
 * shell refuses them, so their regions show their fallbacks until a rebuilt version is promoted.
 */
export async function prepareEnvironment(
  registry: Registry,
  environment: string,
  shell: ShellPackages,
): Promise<UnrunnableRelease[]> {
  if (environment !== LOCAL_ENVIRONMENT) {
    try {
      await registry.readEnvironment(environment);
    } catch (error) {
      // Its message names the environment and the command that creates it; no stack needed.
      if (error instanceof RegistryError) throw new EnvError([`SPECIFY_ENV: ${error.message}`]);
      throw error;
    }
  }
  await registry.ensureEnvironment(environment, shell);
  const unrunnable = await registry.unrunnable(environment);
  for (const found of unrunnable) console.warn(describeUnrunnable(found));
  return unrunnable;
}

/** Serves the platform for an environment that is already released (see start.ts for local). */
export async function serve(env: Env = parseEnv(process.env)) {
  const repoRoot = findRepoRoot();
  const registry = createRegistry(registryRoot(repoRoot));
  await prepareEnvironment(registry, env.environment, shellPackages(repoRoot));

  const created = await createServices({ env, repoRoot, search: true });
  const { services, database } = created;
  // Instances starting together on a new database seed it one at a time (see exclusively).
  await database.exclusively(() => seedPlatform(services, { catalogue: true }));
  // The content index reads the CMS: rebuild once the seed published its pages.
  await services.search?.reindex();
  const filesDir = env.filesDir ?? join(repoRoot, '.data', 'files');
  const assets = await writeAssets(
    {
      categories: await services.catalogue.categories(),
      products: await services.catalogue.allProducts(),
    },
    filesDir,
  );
  if (assets.written > 0) console.info(`Wrote ${assets.written} catalogue files to ${filesDir}`);
  await writeContentAssets(generatePageContent(), filesDir);

  const app = await buildPlatform({
    services,
    files: {
      filesDir,
      internalOnly: await internalOnlyFileGuard(services),
      assetOrigins: env.assetOrigins,
    },
    pdf: new PdfRenderer({ ...DEFAULT_PDF_OPTIONS, executablePath: env.chromiumPath }),
    server: {
      production: env.production,
      trustProxy: env.trustProxy,
      cspReportOnly: env.cspReportOnly,
      devBuild: env.dev,
      assetOrigins: env.assetOrigins,
      scriptOrigins: [
        ...(env.configuratorScriptUrl ? [new URL(env.configuratorScriptUrl).origin] : []),
        ...(env.captcha.recaptcha ? RECAPTCHA_ORIGINS.scripts : []),
      ],
      frameOrigins: env.captcha.recaptcha ? RECAPTCHA_ORIGINS.frames : [],
    },
    log: { level: env.logLevel },
    site: {
      registry,
      environment: env.environment,
      shellDir: env.shellDir ?? join(repoRoot, 'shell', env.dev ? 'dist-dev' : 'dist'),
      devRemotesRoot: env.dev ? repoRoot : undefined,
      production: env.production,
      searchConfig: created.searchRuntimeConfig,
      configuratorScriptUrl: env.configuratorScriptUrl,
      services,
      warmPages: true,
    },
  });
  app.addHook('onClose', () => created.close());
  await app.listen({ port: env.port, host: env.host });
  // Said whatever the log level: it is the line `npm start` is run to see.
  const where = env.production
    ? `${env.host}:${env.port} for ${env.publicUrl}`
    : `http://localhost:${env.port}`;
  console.info(
    `Specify (${env.environment}, ${env.production ? 'production' : 'development'}) on ${where} — database: ${database.engine}`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  return app;
}

if (process.argv[1]?.endsWith('main.ts')) serve().catch(exitOnStartFailure);
