// Shared jest configuration: swc transpiles (no type-checking here; `tsc --noEmit` does that).
const path = require('node:path');

/** @param {{ testEnvironment?: 'node' | 'jsdom', setupFilesAfterEnv?: string[] }} [options] */
module.exports = function createJestConfig(options = {}) {
  return {
    testEnvironment: options.testEnvironment ?? 'node',
    testMatch: ['**/__tests__/**/*.test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'style-stub.cjs') },
    setupFilesAfterEnv: options.setupFilesAfterEnv ?? [],
  };
};
