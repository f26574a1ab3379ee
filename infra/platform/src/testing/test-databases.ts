import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TestEngine = 'pglite' | 'postgres';

/**
 * The engines the data-layer tests run on: PGlite always, and PostgreSQL too when
 * TEST_DATABASE_URL points at a server (CI starts Debian's postgresql and sets it).
 */
export const TEST_ENGINES: TestEngine[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabase {
  /** undefined means an in-memory PGlite. */
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

/** A fresh, empty database on the engine: its own PostgreSQL database, or a new PGlite. */
export async function createTestDatabase(engine: TestEngine): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (engine === 'pglite' || !serverUrl)
    return { databaseUrl: undefined, drop: async () => undefined };
  const name = `specify_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
