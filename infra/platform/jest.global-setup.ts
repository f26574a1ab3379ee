import { buildTestDatabaseTemplates } from './src/testing/database-templates';

/**
 * Seeds the run's database templates once (every suite copies them); the teardown drops them.
 * `SPECIFY_NO_TEST_DB_TEMPLATES=1` skips them for a run of a few suites that each need one database
 * (the two-instances suites: the first platform start seeds its PostgreSQL database as any start
 * does), where seeding every content on both engines first would cost more than it saves.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.SPECIFY_NO_TEST_DB_TEMPLATES === '1') return;
  const dropTemplates = await buildTestDatabaseTemplates();
  (globalThis as { dropTestDatabaseTemplates?: () => Promise<void> }).dropTestDatabaseTemplates =
    dropTemplates;
}
