import { accounts, carts, orders, outbox, products, sessions } from '../schema';
import { openDatabase } from '../client';

describe('openDatabase', () => {
  it('creates every table from the versioned migrations on an empty PGlite', async () => {
    const handle = await openDatabase();
    for (const table of [accounts, carts, products, sessions, outbox, orders]) {
      await expect(handle.db.select().from(table)).resolves.toEqual([]);
    }
    expect(handle.engine).toBe('pglite');
    await handle.close();
  });
});
