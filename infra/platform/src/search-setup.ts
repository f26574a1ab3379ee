import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Env } from './config/env';
import type { Services } from './kernel/services';
import { insightsEvents } from './db/schema';
import { createSearchService, searchRuntimeConfig, type SearchService } from './search';
import type { SearchRuntimeConfig } from '@specify/contracts';
import { contentSearchRecords } from './cms';

export interface SearchSetup {
  service: SearchService;
  runtimeConfig: (origin: { host: string; protocol: 'http' | 'https' }) => SearchRuntimeConfig;
}

/**
 * The parent search-only key signs every session's secured key, so it must stay stable across
 * restarts and never reach a browser: SEARCH_API_KEY, else one made once under .data/.
 */
function searchApiKey(repoRoot: string, configured: string | undefined): string {
  if (configured) return configured;
  const file = join(repoRoot, '.data', 'search-api-key');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(24).toString('hex'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

type Origin = { host: string; protocol: 'http' | 'https' };

/**
 * The origin /config.json names for search, given the request's. A request's Host header is the
 * client's to write, so production always names PUBLIC_URL's origin; development names the
 * request's only when it is this machine at the port it listens on (localhost, 127.0.0.1,
 * [::1]), so the page and its search share an origin, and PUBLIC_URL's otherwise.
 */
export function searchOriginPolicy(site: Pick<Env, 'production' | 'publicUrl' | 'port'>) {
  const published = new URL(site.publicUrl);
  const fallback: Origin = {
    host: published.host,
    protocol: published.protocol === 'https:' ? 'https' : 'http',
  };
  const local = new Set(['localhost', '127.0.0.1', '[::1]'].map((name) => `${name}:${site.port}`));
  return (requested: Origin): Origin =>
    !site.production && local.has(requested.host.toLowerCase()) ? requested : fallback;
}

export function setUpSearch(
  services: Pick<Services, 'catalogue' | 'db'>,
  options: {
    repoRoot: string;
    settings: Env['search'];
    site: Pick<Env, 'production' | 'publicUrl' | 'port'>;
    apiKey?: string;
  },
): SearchSetup {
  const { appId, indexPrefix } = options.settings;
  const service = createSearchService({
    appId,
    searchApiKey: options.apiKey ?? searchApiKey(options.repoRoot, options.settings.apiKey),
    indexPrefix,
    content: () => contentSearchRecords(services.db),
    catalogue: {
      products: () => services.catalogue.allProducts(),
      onChange: (listener) => services.catalogue.onChange(listener),
    },
    insightsSink: async (events) => {
      if (events.length > 0)
        await services.db
          .insert(insightsEvents)
          .values(events.map((event) => ({ event: { ...event } })));
    },
  });
  const originFor = searchOriginPolicy(options.site);
  return {
    service,
    runtimeConfig: (origin) =>
      searchRuntimeConfig({ appId, indexPrefix, origin: originFor(origin) }),
  };
}
