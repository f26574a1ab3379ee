import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CSRF_COOKIE_NAMES, CSRF_HEADER, MARKET_HEADER, type Market } from '@specify/contracts';
import { findRepoRoot } from '@specify/registry';
import { buildPlatform, type PlatformOptions } from '../app';
import type { Services } from '../kernel/services';
import { parseEnv } from '../config/env';
import { createServices } from '../services';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase, type TestEngine } from './test-databases';
import { internalOnlyFileGuard } from '../files/internal-only-guard';
import type { RateLimitSettings } from '../kernel/rate-limits';

export interface TestPlatform {
  app: FastifyInstance;
  services: Services;
  database: DatabaseHandle;
  /** Moves the services' clock, for expiry rules. */
  advanceClock(ms: number): void;
  close(): Promise<void>;
}

/** The real platform on a fresh database (in-memory PGlite by default), seeded as a start would be. */
export async function startTestPlatform(
  options: {
    seedCatalogue?: boolean;
    engine?: TestEngine;
    search?: boolean;
    filesDir?: string;
    rateLimits?: RateLimitSettings;
    timeouts?: PlatformOptions['timeouts'];
  } = {},
): Promise<TestPlatform> {
  let offsetMs = 0;
  // Seeded as a start seeds (a copy of the run's template).
  const testDatabase = await openTestDatabase(
    options.engine ?? 'pglite',
    options.seedCatalogue ? 'catalogue' : 'site',
  );
  const created = await createServices({
    repoRoot: findRepoRoot(),
    env: parseEnv({ NODE_ENV: 'test' }),
    database: testDatabase.database,
    now: () => new Date(Date.now() + offsetMs),
    ...(options.search ? { search: { apiKey: 'test-search-only-key' } } : {}),
  });
  const { services, database } = created;
  // As a start does (main.ts), serve once the search indices are built: the build now gives
  // requests turns, so a test's own client timers run while it goes on.
  await services.search?.ready;
  const files = options.filesDir
    ? {
        filesDir: options.filesDir,
        assetOrigins: [],
        internalOnly: await internalOnlyFileGuard(services),
      }
    : undefined;
  const app = await buildPlatform({
    services,
    files,
    rateLimits: options.rateLimits,
    timeouts: options.timeouts,
  });
  return {
    app,
    services,
    database,
    advanceClock: (ms) => {
      offsetMs += ms;
    },
    close: async () => {
      await app.close();
      await created.close();
      await testDatabase.close();
    },
  };
}

/** A browser-like client: keeps cookies, echoes the CSRF cookie, sends the market header. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    public market: Market = 'au',
    /** The client's address as the server sees it (light-my-request's default is 127.0.0.1). */
    private readonly remoteAddress?: string,
  ) {}

  private remember(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      const expired =
        cookie.expires !== undefined && new Date(cookie.expires).getTime() <= Date.now();
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    const csrf = this.csrfToken();
    const response = await this.app.inject({
      method,
      url,
      headers: {
        cookie: this.cookieHeader(),
        [MARKET_HEADER]: this.market,
        ...(csrf ? { [CSRF_HEADER]: csrf } : {}),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
    });
    this.remember(response);
    return response;
  }

  /** The CSRF cookie under either of its names, as the action client reads it. */
  csrfToken(): string | undefined {
    return CSRF_COOKIE_NAMES.map((name) => this.cookies.get(name)).find(Boolean);
  }

  /** Calls an action; the first call of a fresh client picks up its CSRF cookie first. */
  async action(name: string, body: unknown = {}) {
    if (!this.csrfToken()) await this.request('GET', '/action/account/getAccount');
    return this.request('POST', `/action/${name}`, body);
  }

  async login(email: string, password: string, remember = false) {
    return this.action('account/login', {
      email,
      password: Buffer.from(password).toString('base64'),
      remember,
    });
  }
}
