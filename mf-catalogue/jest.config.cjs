const path = require('node:path');

const base = require('@specify/build/jest')({
  setupFilesAfterEnv: [require.resolve('@specify/build/jsdom-setup')],
});
const searchInsightsDir = path.dirname(require.resolve('search-insights'));

module.exports = {
  ...base,
  testEnvironment: require.resolve('./jest.environment.cjs'),
  // msw 2 pulls in a few ES-module-only packages; swc compiles them like our own sources.
  transform: { ...base.transform, '^.+\\.mjs$': base.transform['^.+\\.(t|j)sx?$'] },
  transformIgnorePatterns: ['/node_modules/(?!(until-async)/).*(?<![.]mjs)$'],
  // search-insights' default export condition is an ES module; its CommonJS browser build is the same.
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^search-insights$': path.join(searchInsightsDir, 'index-browser.cjs'),
  },
};
