import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  RUNTIME_CONFIG_ELEMENT_ID,
  parseRuntimeConfig,
  type RemoteName,
  type RuntimeConfig,
} from '@specify/contracts';
import { RELEASE_BUCKET_COOKIE } from '@specify/contracts/release/telemetry';
import { createRegistry, findRepoRoot, type Registry } from '@specify/registry';
import { buildPlatform } from '../app';
import { parseEnv } from '../config/env';
import { seedDevAccounts } from '../seed/dev-accounts';
import { openTestDatabase } from './test-databases';
import type { LogSettings } from '../kernel/logging';
import type { RateLimitSettings } from '../kernel/rate-limits';
import { createServices } from '../services';
import type { Services } from '../kernel/services';
import { PRODUCTION_ENV } from './production-env';
import type { TestClient } from './test-platform';

/** The contracts version of the scratch environment's shell. */
export const SHELL_CONTRACTS = '0.1.0';

const SHELL_HTML =
  '<!doctype html><html><head><title>Specify</title></head><body><div id="root"></div></body></html>';

export interface ReleasePlatform {
  app: FastifyInstance;
  services: Services;
  registry: Registry;
  /** Publishes a build of `remote` whose content (and so version) is set by `label`. */
  publish(remote: RemoteName, label: string, options?: { contracts?: string }): Promise<string>;
  /** Moves the services' clock (recorded telemetry, the rollback window and its throttle). */
  advanceClock(ms: number): void;
  close(): Promise<void>;
}

/**
 * The platform serving the composed site from a scratch registry (environment `local`) with its
 * services on a fresh in-memory database: the dev accounts exist, in production too.
 */
export async function startReleasePlatform(
  options: {
    production?: boolean;
    env?: Record<string, string>;
    rateLimits?: RateLimitSettings;
    log?: LogSettings;
    devRemotesRoot?: string;
  } = {},
): Promise<ReleasePlatform> {
  const root = await mkdtemp(join(tmpdir(), 'platform-release-'));
  const shellDir = join(root, 'shell');
  await mkdir(shellDir, { recursive: true });
  await writeFile(join(shellDir, 'index.html'), SHELL_HTML);
  const registry = createRegistry(join(root, 'registry'));
  await registry.createEnvironment('local', { contracts: SHELL_CONTRACTS, ui: '0.1.0' });

  let offsetMs = 0;
  const production = options.production ?? false;
  const env = parseEnv({ ...(production ? PRODUCTION_ENV : { NODE_ENV: 'test' }), ...options.env });
  const testDatabase = await openTestDatabase('pglite', 'schema');
  const created = await createServices({
    repoRoot: findRepoRoot(),
    database: testDatabase.database,
    env,
    now: () => new Date(Date.now() + offsetMs),
  });
  const { services } = created;
  await seedDevAccounts(services.db);
  const app = await buildPlatform({
    services,
    rateLimits: options.rateLimits,
    log: options.log,
    server: {
      production,
      trustProxy: false,
      cspReportOnly: true,
      devBuild: false,
      assetOrigins: [],
    },
    site: {
      registry,
      environment: 'local',
      shellDir,
      services,
      devRemotesRoot: options.devRemotesRoot,
    },
  });

  async function publish(
    remote: RemoteName,
    label: string,
    published: { contracts?: string } = {},
  ) {
    const dist = join(root, `dist-${remote}-${label}`);
    await mkdir(dist, { recursive: true });
    await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify({ remote, label }));
    const contracts = published.contracts ?? `^${SHELL_CONTRACTS}`;
    return (await registry.publish(remote, dist, '0.1.0', { contracts: contracts, ui: '^0.1.0' }))
      .version;
  }

  return {
    app,
    services,
    registry,
    publish,
    advanceClock: (ms) => {
      offsetMs += ms;
    },
    close: async () => {
      await app.close();
      await created.close();
      await testDatabase.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** The runtime config a page inlined, parsed as the shell parses it. */
export function inlinedConfig(html: string): RuntimeConfig {
  const start = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">`;
  const from = html.indexOf(start);
  if (from === -1) throw new Error('The page has no inlined runtime config');
  const json = html.slice(from + start.length, html.indexOf('</script>', from));
  return parseRuntimeConfig(JSON.parse(json));
}

/** The bucket a client's release cookie holds (its signature is the server's business). */
export function bucketOf(client: TestClient): number {
  const value = client.cookies.get(RELEASE_BUCKET_COOKIE);
  if (!value) throw new Error('The client has no release bucket cookie');
  return Number(decodeURIComponent(value).split('.')[0]);
}
