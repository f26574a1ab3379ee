import { count, eq } from 'drizzle-orm';
import { accounts, contentDocuments, products } from '../../db/schema';
import type { DatabaseHandle } from '../../db/client';
import { DEV_ACCOUNTS } from '../../seed/dev-accounts';
import {
  TEMPLATES_ENV,
  TEST_ENGINES,
  openTestDatabase,
  type OpenTestDatabase,
} from '../test-databases';

const rows = async (database: DatabaseHandle, table: typeof accounts | typeof products) =>
  (await database.db.select({ n: count() }).from(table))[0]!.n;

const tradeAccount = (database: DatabaseHandle) =>
  database.db.select().from(accounts).where(eq(accounts.email, 'trade@example.com'));

describe.each(TEST_ENGINES)('test databases on %s', (engine) => {
  const opened: OpenTestDatabase[] = [];
  const open = async (content: Parameters<typeof openTestDatabase>[1]) => {
    const testDatabase = await openTestDatabase(engine, content);
    opened.push(testDatabase);
    return testDatabase.database;
  };
  afterAll(() => Promise.all(opened.map((testDatabase) => testDatabase.close())));

  it('are copies of the templates the run seeded once', async () => {
    expect(process.env[TEMPLATES_ENV]).toBeDefined();
    const [first, second] = [await open('site'), await open('site')];
    // Seeded apart, each would hash the dev password with a salt of its own.
    const [[fromFirst], [fromSecond]] = [await tradeAccount(first), await tradeAccount(second)];
    expect(fromFirst?.passwordSalt).toBeDefined();
    expect(fromSecond?.passwordSalt).toBe(fromFirst?.passwordSalt);
  });

  it('hold what each content names: the schema, the seed of a start, the catalogue', async () => {
    const schema = await open('schema');
    expect(await rows(schema, accounts)).toBe(0);

    const site = await open('site');
    expect(await rows(site, accounts)).toBe(DEV_ACCOUNTS.length);
    expect((await site.db.select({ n: count() }).from(contentDocuments))[0]!.n).toBeGreaterThan(0);
    expect(await rows(site, products)).toBe(0);

    const catalogue = await open('catalogue');
    expect(await rows(catalogue, accounts)).toBe(DEV_ACCOUNTS.length);
    expect(await rows(catalogue, products)).toBeGreaterThan(100);
  });

  it('are each their own: a write to one copy is not in another', async () => {
    const [first, second] = [await open('site'), await open('site')];
    await first.db.delete(accounts).where(eq(accounts.email, 'trade@example.com'));
    expect(await tradeAccount(first)).toEqual([]);
    expect(await tradeAccount(second)).toHaveLength(1);
    expect(await tradeAccount(await open('site'))).toHaveLength(1);
  });
});
