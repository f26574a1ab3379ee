const path = require('node:path');

// search-insights' default export condition is an ES module; its CommonJS browser build is the same.
const searchInsights = path.join(
  path.dirname(require.resolve('search-insights')),
  'index-browser.cjs',
);

module.exports = require('@specify/build/jest')({
  msw: true,
  moduleNameMapper: { '^search-insights$': searchInsights },
});
