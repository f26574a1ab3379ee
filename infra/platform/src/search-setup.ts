import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Services } from './actions/action';
import { insightsEvents } from './db/schema';
import { createSearchService, searchRuntimeConfig, type SearchService } from './search';
import type { SearchRuntimeConfig } from '@specify/contracts';

export interface SearchSetup {
  service: SearchService;
  runtimeConfig: (origin: { host: string; protocol: 'http' | 'https' }) => SearchRuntimeConfig;
}

/**
 * The parent search-only key signs every session's secured key, so it must stay stable across
 * restarts and never reach a browser: SEARCH_API_KEY, else one made once under .data/.
 */
function searchApiKey(repoRoot: string, env: NodeJS.ProcessEnv): string {
  if (env.SEARCH_API_KEY) return env.SEARCH_API_KEY;
  const file = join(repoRoot, '.data', 'search-api-key');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(24).toString('hex'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

export function setUpSearch(
  services: Services,
  options: { repoRoot: string; env?: NodeJS.ProcessEnv; apiKey?: string },
): SearchSetup {
  const env = options.env ?? process.env;
  const appId = env.SEARCH_APP_ID ?? 'SPECIFYLOCAL';
  const indexPrefix = env.SEARCH_INDEX_PREFIX ?? 'specify';
  const service = createSearchService({
    appId,
    searchApiKey: options.apiKey ?? searchApiKey(options.repoRoot, env),
    indexPrefix,
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
