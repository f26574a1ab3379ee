import type { FastifyInstance } from 'fastify';
import {
  searchIndices,
  type ContentSearchRecord,
  type Market,
  type Product,
  type SearchKeyResponse,
  type SearchRuntimeConfig,
} from '@specify/contracts';
import { reindexCatalogue } from './catalogue-indices';
import { SearchEngine } from '@specify/search-engine';
import type { ValidatedInsightsEvent } from './insights';
import { searchRoutes } from './routes';
import { generateSecuredApiKey } from './secured-keys';

export type { ValidatedInsightsEvent } from './insights';
export { generateSecuredApiKey, verifySecuredApiKey } from './secured-keys';

export interface SearchViewer {
  isInternalUser: boolean;
  userToken?: string;
}

export interface SearchServiceOptions {
  appId: string;
  /** The parent search-only key: never sent to browsers; the HMAC secret of secured keys. */
  searchApiKey: string;
  indexPrefix: string;
  catalogue: { products(): Promise<Product[]>; onChange(listener: () => void): () => void };
  /** CMS pages for each market's content index. */
  content?: () => Promise<Partial<Record<Market, ContentSearchRecord[]>>>;
  insightsSink: (events: ValidatedInsightsEvent[]) => Promise<void>;
  /** Lifetime of a session's secured key; one hour by default. */
  keyTtlSeconds?: number;
  /**
   * How long a reindex may hold the event loop before requests get a turn: 20 ms by default
   * (the engine's runInSlices).
   */
  reindexSliceMs?: number;
}

const USER_TOKEN = /^[a-zA-Z0-9_=/+-]{1,129}$/;

/** The record filter a viewer's key carries (storefront §6: visitors never see internal items). */
export function audienceFilter(viewer: SearchViewer): string {
  return viewer.isInternalUser ? 'audience:internal' : 'audience:visitor';
}

/**
 * The platform's search service: builds every index from the catalogue (and rebuilds on each
 * change) in slices between requests, answers Algolia's REST API, and issues each browser session
 * a secured key.
 */
export function createSearchService(options: SearchServiceOptions) {
  const engine = new SearchEngine();
  let running: Promise<void> | undefined;
  let again = false;

  const build = async () => {
    const [products, content] = await Promise.all([
      options.catalogue.products(),
      options.content?.() ?? Promise.resolve({}),
    ]);
    await reindexCatalogue(
      engine,
      options.indexPrefix,
      { products, content },
      options.reindexSliceMs,
    );
  };

  /** Rebuilds now; changes arriving meanwhile coalesce into one more rebuild. */
  const reindex = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await build();
        } while (again);
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  const ready = reindex();
  const unsubscribe = options.catalogue.onChange(() => {
    reindex().catch((error: unknown) =>
      console.error('SPEC-SEARCH-001 search reindex failed', error),
    );
  });

  const securedKeyFor = (viewer: SearchViewer, now = new Date()): SearchKeyResponse => {
    const validUntil = Math.floor(now.getTime() / 1000) + (options.keyTtlSeconds ?? 3600);
    const userToken =
      viewer.userToken && USER_TOKEN.test(viewer.userToken) ? viewer.userToken : undefined;
    return {
      appId: options.appId,
      apiKey: generateSecuredApiKey(options.searchApiKey, {
        filters: audienceFilter(viewer),
        validUntil,
        restrictIndices: [`${options.indexPrefix}_*`],
        ...(userToken ? { userToken } : {}),
      }),
      validUntil,
    };
  };

  const routes = async (app: FastifyInstance) => {
    await app.register(searchRoutes, {
      engine,
      appId: options.appId,
      searchApiKey: options.searchApiKey,
      insightsSink: options.insightsSink,
      ready,
    });
  };

  return {
    engine,
    ready,
    reindex,
    securedKeyFor,
    routes,
    close: unsubscribe,
  };
}

export type SearchService = ReturnType<typeof createSearchService>;

export interface SearchRuntimeConfigOptions {
  appId: string;
  indexPrefix: string;
  /** The page's origin (the platform) unless search is hosted elsewhere. */
  origin: { host: string; protocol: 'http' | 'https' };
  hosts?: SearchRuntimeConfig['hosts'];
}

/** The `search` section of /config.json. */
export function searchRuntimeConfig(options: SearchRuntimeConfigOptions): SearchRuntimeConfig {
  const { host, protocol } = options.origin;
  return {
    appId: options.appId,
    hosts: options.hosts ?? [{ url: host, protocol }],
    insightsHost: `${protocol}://${host}`,
    indexPrefix: options.indexPrefix,
    indices: searchIndices(options.indexPrefix),
  };
}
