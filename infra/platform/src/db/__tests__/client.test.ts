import { accounts, carts, orders, outbox, products, sessions } from '../schema';
import { openDatabase } from '../client';
import { createTestDatabase, TEST_ENGINES } from '../../testing/test-databases';

describe.each(TEST_ENGINES)('openDatabase on %s', (engine) => {
  it('creates every table from the versioned migrations, and migrating again changes nothing', async () => {
    const testDatabase = await createTestDatabase(engine);
    const handle = await openDatabase({ databaseUrl: testDatabase.databaseUrl });
    expect(handle.engine).toBe(engine);
    for (const table of [accounts, carts, products, sessions, outbox, orders]) {
      await expect(handle.db.select().from(table)).resolves.toEqual([]);
    }
    await handle.close();
    if (testDatabase.databaseUrl) {
      const again = await openDatabase({ databaseUrl: testDatabase.databaseUrl });
      await expect(again.db.select().from(accounts)).resolves.toEqual([]);
      await again.close();
    }
    await testDatabase.drop();
  });
});

describe('openDatabase on postgres, several instances starting together', () => {
  const onPostgres = TEST_ENGINES.includes('postgres') ? it : it.skip;
  onPostgres('migrates a new database once, whoever comes first', async () => {
    const testDatabase = await createTestDatabase('postgres');
    const handles = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: testDatabase.databaseUrl })),
    );
    for (const handle of handles)
      await expect(handle.db.select().from(accounts)).resolves.toEqual([]);
    await Promise.all(handles.map((handle) => handle.close()));
    await testDatabase.drop();
  });
});

describe('exclusively, on postgres', () => {
  const onPostgres = TEST_ENGINES.includes('postgres') ? it : it.skip;
  onPostgres('lets one instance at a time run the work (the first-start seed)', async () => {
    const testDatabase = await createTestDatabase('postgres');
    const handles = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: testDatabase.databaseUrl })),
    );
    const log: string[] = [];
    await Promise.all(
      handles.map((handle, index) =>
        handle.exclusively(async () => {
          log.push(`start ${index}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
          log.push(`end ${index}`);
        }),
      ),
    );
    // Every start is followed by its own end: no two ran at once.
    for (let at = 0; at < log.length; at += 2) {
      expect(log[at + 1]).toBe(log[at]?.replace('start', 'end'));
    }
    await Promise.all(handles.map((handle) => handle.close()));
    await testDatabase.drop();
  });
});
