import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Env } from './config/env';
import type { Services } from './services';
import { insightsEvents } from './db/schema';
import { createSearchService, searchRuntimeConfig, type SearchService } from './search';
import type { SearchRuntimeConfig } from '@specify/contracts';
import { contentSearchRecords } from './cms/search-records';

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

export function setUpSearch(
  services: Pick<Services, 'catalogue' | 'db'>,
  options: { repoRoot: string; settings: Env['search']; apiKey?: string },
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
  return {
    service,
    runtimeConfig: (origin) => searchRuntimeConfig({ appId, indexPrefix, origin }),
  };
}
