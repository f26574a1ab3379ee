import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { findRepoRoot } from '@specify/registry';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the services use, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  /** Which engine is underneath, for logs and the README's "where is my data". */
  engine: 'pglite' | 'postgres';
  /**
   * Runs `work` while no other instance on this database runs its own: on PostgreSQL under a
   * session advisory lock (instances starting together on a new database seed it one after the
   * other, and the later ones find the catalogue there); PGlite belongs to one process anyway.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; omitted means in memory (tests). */
  dataDir?: string;
  /** Called with every statement sent (tests count what reaches the database). */
  logQuery?: (query: string) => void;
}

const MIGRATIONS_FOLDER = path.join(findRepoRoot(), 'infra/platform/src/db/migrations');

/** Any numbers fixed for these purposes: the advisory locks instances migrate and seed under. */
const MIGRATION_LOCK = 7_302_611;
const EXCLUSIVE_LOCK = 7_302_612;

/** Runs `work` holding a session advisory lock on a connection of its own. */
async function holdingAdvisoryLock<T>(
  pool: pg.Pool,
  lock: number,
  work: (connection: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [lock]);
    try {
      return await work(connection);
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [lock]);
    }
  } finally {
    connection.release();
  }
}

/**
 * Brings a PostgreSQL schema up to date while holding a session advisory lock, so instances that
 * start together on a new database migrate one after another (drizzle's migrator takes no lock of
 * its own: two at once collided creating the same types); the later ones find nothing to do.
 */
async function migrateAlone(pool: pg.Pool): Promise<void> {
  await holdingAdvisoryLock(pool, MIGRATION_LOCK, (connection) =>
    migratePg(drizzlePg(connection, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
  );
}

/** Opens the database and brings its schema up to date with the versioned migrations. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const { logQuery } = options;
  const logger = logQuery ? { logQuery: (query: string) => logQuery(query) } : undefined;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    await migrateAlone(pool);
    const db = drizzlePg(pool, { schema, logger });
    return {
      db: db as unknown as Database,
      engine: 'postgres',
      exclusively: (work) => holdingAdvisoryLock(pool, EXCLUSIVE_LOCK, () => work()),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: options.dataDir });
  const db = drizzlePglite(client, { schema, logger });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}
