import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { findRepoRoot } from '@specify/registry';
import { parseEnv } from '../config/env';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedPlatform } from '../seed';
import { createServices } from '../services';

export type TestEngine = 'pglite' | 'postgres';

/**
 * The engines the data-layer tests run on: PGlite always, and PostgreSQL too when
 * TEST_DATABASE_URL points at a server (CI starts Debian's postgresql and sets it).
 */
export const TEST_ENGINES: TestEngine[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * What a test database holds when it opens: `schema` is migrated and empty, `site` is seeded as a
 * start seeds (reference data, CMS documents, dev accounts), `catalogue` is `site` plus the
 * generated catalogue.
 */
export type TestDatabaseContent = 'schema' | 'site' | 'catalogue';
export const TEST_DATABASE_CONTENTS: TestDatabaseContent[] = ['schema', 'site', 'catalogue'];

/**
 * Where the run's templates are (set by the jest global setup, database-templates.ts): PGlite
 * dumps in a folder, PostgreSQL template databases by a name prefix. Without it every test
 * database is built from nothing, as before.
 */
export const TEMPLATES_ENV = 'SPECIFY_TEST_DB_TEMPLATES';

interface TemplateLocation {
  pgliteDir: string;
  /** Present when the run has a PostgreSQL server: template databases are `${prefix}_${content}`. */
  postgresPrefix?: string;
}

function templateLocation(): TemplateLocation | undefined {
  const value = process.env[TEMPLATES_ENV];
  return value ? (JSON.parse(value) as TemplateLocation) : undefined;
}

/** A PGlite template: the data folder of a database migrated and seeded with `content`, closed. */
export const pgliteTemplateDir = (dir: string, content: TestDatabaseContent) => join(dir, content);

export interface TestDatabase {
  /** undefined means an in-memory PGlite. */
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The URL of another database on the server `serverUrl` names. */
export function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates the database `name` on the server (empty, or a copy of the database `template`) and
 * says how to reach and drop it. Names are the tests' own, never a visitor's.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  name: string,
  template?: string,
): Promise<TestDatabase> {
  await onServer(serverUrl, (admin) =>
    admin.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  return {
    databaseUrl: databaseUrlOf(serverUrl, name),
    drop: async () => {
      await onServer(serverUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/**
 * A fresh database on the engine: its own PostgreSQL database (empty, or a copy of the template
 * database `template` names), or a new in-memory PGlite.
 */
export async function createTestDatabase(
  engine: TestEngine,
  template?: string,
): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (engine === 'pglite' || !serverUrl)
    return { databaseUrl: undefined, drop: async () => undefined };
  return createPostgresDatabase(
    serverUrl,
    `specify_test_${randomBytes(6).toString('hex')}`,
    template,
  );
}

/**
 * A PostgreSQL database of its own holding `content`, for platform processes a test starts itself
 * (their start finds it seeded): a copy of the run's template, or an empty one they seed without it.
 */
export async function createPostgresTestDatabase(
  content: TestDatabaseContent,
): Promise<TestDatabase> {
  const prefix = templateLocation()?.postgresPrefix;
  return createTestDatabase('postgres', prefix ? `${prefix}_${content}` : undefined);
}

/** Brings a migrated database to `content`, with the same seed a start runs. */
export async function seedTestDatabase(
  database: DatabaseHandle,
  content: TestDatabaseContent,
): Promise<void> {
  if (content === 'schema') return;
  const { services } = await createServices({
    repoRoot: findRepoRoot(),
    env: parseEnv({ NODE_ENV: 'test' }),
    database,
  });
  await seedPlatform(services, { catalogue: content === 'catalogue' });
}

export interface OpenTestDatabase {
  database: DatabaseHandle;
  /** Closes the database and drops it (PostgreSQL). */
  close(): Promise<void>;
}

/**
 * An open, migrated database holding `content`, on its own: a copy of the run's template when
 * there is one (seeded once per run), else built and seeded here.
 */
export async function openTestDatabase(
  engine: TestEngine,
  content: TestDatabaseContent,
  logQuery?: (query: string) => void,
): Promise<OpenTestDatabase> {
  const templates = templateLocation();
  const onPostgres = engine === 'postgres' && process.env.TEST_DATABASE_URL;
  const templateDir = templates && pgliteTemplateDir(templates.pgliteDir, content);
  const template = onPostgres
    ? templates?.postgresPrefix && `${templates.postgresPrefix}_${content}`
    : templateDir && existsSync(templateDir) && templateDir;

  const copy = !onPostgres && template ? await copyPgliteTemplate(template) : undefined;
  const testDatabase =
    copy ?? (await createTestDatabase(engine, onPostgres && template ? template : undefined));
  const database = await openDatabase({
    logQuery,
    ...(testDatabase.databaseUrl
      ? { databaseUrl: testDatabase.databaseUrl }
      : copy
        ? { dataDir: copy.dataDir }
        : {}),
  });
  if (!template) await seedTestDatabase(database, content);
  return {
    database,
    close: async () => {
      await database.close();
      await testDatabase.drop();
    },
  };
}

/**
 * A PGlite database of its own on a copy of a template's data folder. PostgreSQL then reads only
 * the pages it needs, where loading a dump into memory wrote every file first (1.2 s less per
 * database); `cp -R` copies the 1,100 files in a third of the time Node's fs.cp takes.
 */
async function copyPgliteTemplate(
  templateDir: string,
): Promise<TestDatabase & { dataDir: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'specify-test-db-'));
  await copyDataFolder(templateDir, dataDir);
  return {
    databaseUrl: undefined,
    dataDir,
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** Copies a closed PGlite data folder's files into `to` (made if missing). */
export async function copyDataFolder(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  await promisify(execFile)('cp', ['-R', `${from}/.`, to]);
}
