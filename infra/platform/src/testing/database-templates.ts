import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/client';
import {
  TEMPLATES_ENV,
  TEST_DATABASE_CONTENTS,
  copyDataFolder,
  createPostgresDatabase,
  pgliteTemplateDir,
  seedTestDatabase,
  type TestDatabase,
  type TestDatabaseContent,
} from './test-databases';

/**
 * Seeds once per test run: one migrated and seeded database per content (schema, site,
 * catalogue) on each engine, which every suite then copies (openTestDatabase) instead of running
 * initdb, the migrations and the seed itself: a PGlite data folder in a temporary folder, and on
 * PostgreSQL a template database for `create database … template`. Sets TEMPLATES_ENV for the
 * test processes started after it, and returns the teardown.
 */
export async function buildTestDatabaseTemplates(): Promise<() => Promise<void>> {
  const pgliteDir = await mkdtemp(join(tmpdir(), 'specify-db-templates-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const postgresPrefix = serverUrl ? `specify_template_${process.pid}` : undefined;
  const postgresTemplates: TestDatabase[] = [];
  const dropAll = async () => {
    await Promise.all(postgresTemplates.map((template) => template.drop()));
    await rm(pgliteDir, { recursive: true, force: true });
  };

  try {
    // Each content is the one before it and more, so each starts from the one before's template.
    let previous: TestDatabaseContent | undefined;
    for (const content of TEST_DATABASE_CONTENTS) {
      const dataDir = pgliteTemplateDir(pgliteDir, content);
      if (previous) await copyDataFolder(pgliteTemplateDir(pgliteDir, previous), dataDir);
      const pglite = await openDatabase({ dataDir });
      await seedTestDatabase(pglite, content);
      await pglite.close();
      if (serverUrl && postgresPrefix) {
        const template = await createPostgresDatabase(
          serverUrl,
          `${postgresPrefix}_${content}`,
          previous && `${postgresPrefix}_${previous}`,
        );
        postgresTemplates.push(template);
        const postgres = await openDatabase({ databaseUrl: template.databaseUrl });
        await seedTestDatabase(postgres, content);
        // A template database may have no connections while it is copied.
        await postgres.close();
      }
      previous = content;
    }
  } catch (error) {
    await dropAll();
    throw error;
  }
  process.env[TEMPLATES_ENV] = JSON.stringify({ pgliteDir, postgresPrefix });
  return dropAll;
}
