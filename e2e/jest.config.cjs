// The end-to-end tooling's own tests (__tests__): Node, no browser. The specs in tests/ are
// Playwright's; bench/__tests__ run with the benches (node --test).
module.exports = {
  ...require('@specify/build/jest')(),
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
};
