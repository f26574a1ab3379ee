import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { generateCatalogue } from '@specify/data';
import type { Product } from '@specify/contracts';
import {
  createSearchService,
  type SearchService,
  type SearchServiceOptions,
  type ValidatedInsightsEvent,
} from '../index';

export const APP_ID = 'SPECIFYLOCAL';
export const SEARCH_KEY = 'search-only-key-for-tests';
export const PREFIX = 'specify';

let cached: Product[] | undefined;
/** The default seed catalogue, generated once per test file. */
export function catalogue(): Product[] {
  cached ??= generateCatalogue().products;
  return cached;
}

export interface TestServer {
  app: FastifyInstance;
  service: SearchService;
  events: ValidatedInsightsEvent[];
  host: { url: string; protocol: 'http'; accept: 'readWrite' };
}

/**
 * A Fastify server on a free port with the search routes, for the real clients to talk to.
 * `products` is read on each (re)index.
 */
export async function startServer(
  products: Product[] | (() => Product[]) = catalogue(),
  options: Pick<SearchServiceOptions, 'reindexSliceMs'> = {},
): Promise<TestServer> {
  const events: ValidatedInsightsEvent[] = [];
  const service = createSearchService({
    appId: APP_ID,
    searchApiKey: SEARCH_KEY,
    indexPrefix: PREFIX,
    catalogue: {
      products: async () => (typeof products === 'function' ? products() : products),
      onChange: () => () => undefined,
    },
    insightsSink: async (batch) => {
      events.push(...batch);
    },
    ...options,
  });
  const app = Fastify();
  await app.register(service.routes);
  await app.listen({ port: 0, host: '127.0.0.1' });
  await service.ready;
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    service,
    events,
    host: { url: `127.0.0.1:${port}`, protocol: 'http', accept: 'readWrite' },
  };
}
