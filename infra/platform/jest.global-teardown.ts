/** Drops what jest.global-setup.ts made (the same process: jest shares globals between the two). */
export default async function globalTeardown(): Promise<void> {
  await (
    globalThis as { dropTestDatabaseTemplates?: () => Promise<void> }
  ).dropTestDatabaseTemplates?.();
}
