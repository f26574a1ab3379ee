// Each API suite starts PGlite (a WASM Postgres) from a seeded template made once per run
// (jest.global-setup.ts); that still takes a second or two.
module.exports = {
  ...require('@specify/build/jest')(),
  testTimeout: 30_000,
  globalSetup: '<rootDir>/jest.global-setup.ts',
  globalTeardown: '<rootDir>/jest.global-teardown.ts',
};
