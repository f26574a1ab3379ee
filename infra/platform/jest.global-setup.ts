import { buildTestDatabaseTemplates } from './src/testing/database-templates';

/** Seeds the run's database templates once (every suite copies them); the teardown drops them. */
export default async function globalSetup(): Promise<void> {
  const dropTemplates = await buildTestDatabaseTemplates();
  (globalThis as { dropTestDatabaseTemplates?: () => Promise<void> }).dropTestDatabaseTemplates =
    dropTemplates;
}
