import { liteClient } from 'algoliasearch/lite';
import type { Product } from '@specify/contracts';
import { APP_ID, PREFIX, catalogue, startServer, type TestServer } from './helpers';

/** The last index a reindex builds: it swaps in at the very end. */
const NZ = `${PREFIX}_products_nz`;
const NEW_NAME = 'Quokka Renamed Mixer';

let products: Product[];
let server: TestServer;

beforeAll(async () => {
  products = catalogue();
  // A turn for requests after every step of the build, however fast this machine is.
  server = await startServer(() => products, { reindexSliceMs: 0 });
}, 60_000);
afterAll(() => server.app.close());

async function hitsFor(query: string): Promise<number> {
  const client = liteClient(APP_ID, server.service.securedKeyFor({ isInternalUser: true }).apiKey, {
    hosts: [server.host],
  });
  const { results } = await client.search({
    requests: [{ indexName: NZ, query, hitsPerPage: 1 }],
  });
  return (results[0] as { nbHits: number }).nbHits;
}

describe('reindexing the catalogue', () => {
  it('answers searches meanwhile, from the previous records until the new ones are in', async () => {
    expect(await hitsFor('quokka')).toBe(0);
    const [first, ...rest] = catalogue();
    products = [
      { ...first!, name: { ...first!.name, 'en-AU': NEW_NAME, 'en-NZ': NEW_NAME } },
      ...rest,
    ];

    let reindexed = false;
    const reindex = server.service.reindex().then(() => {
      reindexed = true;
    });
    // Before, the whole build ran in one task: the request waited for it and saw the new records.
    const during = await hitsFor('quokka');
    expect(reindexed).toBe(false);
    expect(during).toBe(0);

    await reindex;
    expect(await hitsFor('quokka')).toBe(1);
  });
});
