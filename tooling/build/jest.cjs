// Shared jest configuration: swc transpiles (no type-checking here; `tsc --noEmit` does that).
const path = require('node:path');

const swc = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/**
 * @param {{
 *   testEnvironment?: 'node' | 'jsdom',
 *   setupFilesAfterEnv?: string[],
 *   msw?: boolean,
 *   moduleNameMapper?: Record<string, string>,
 * }} [options]
 * `msw: true` is a remote's component tests against MSW fixtures: jsdom with the Node web globals
 * msw needs, its Node build, Testing Library's setup, and swc over the ES-module-only packages it
 * pulls in.
 */
/** ES-module-only packages swc transpiles for jest (react-intl and its formatjs parts). */
const ESM_PACKAGES = ['until-async', 'react-intl', '@formatjs', 'intl-messageformat'];

module.exports = function createJestConfig(options = {}) {
  const msw = Boolean(options.msw);
  return {
    testEnvironment: msw
      ? path.join(__dirname, 'jest-msw-environment.cjs')
      : (options.testEnvironment ?? 'node'),
    testMatch: ['**/__tests__/**/*.test.ts?(x)'],
    // Above Testing Library's 5 s wait ceiling (jsdom-setup.cjs), so a slow screen fails on its
    // own assertion rather than on jest's timer.
    testTimeout: 15_000,
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
    // The default report, and each suite's time for CI's stage table (with SPECIFY_TIMINGS_DIR).
    reporters: ['default', path.join(__dirname, 'jest-timings-reporter.cjs')],
    transform: {
      '^.+\\.(t|j)sx?$': swc,
      ...(msw ? { '^.+\\.mjs$': swc } : {}),
    },
    transformIgnorePatterns: [
      `/node_modules/(?!(${ESM_PACKAGES.join('|')})/).*${msw ? '(?<![.]mjs)' : ''}$`,
    ],
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'style-stub.cjs'),
      // swiper's style sheets are imported by subpath ('swiper/css', 'swiper/css/zoom').
      '^swiper/css(/.*)?$': path.join(__dirname, 'style-stub.cjs'),
      ...options.moduleNameMapper,
    },
    setupFilesAfterEnv: [
      ...(msw ? [path.join(__dirname, 'jsdom-setup.cjs')] : []),
      ...(options.setupFilesAfterEnv ?? []),
    ],
  };
};
