#!/usr/bin/env node
// `npm run test:repeat`: every unit suite three times over, each run as `npm run test:unit` runs
// them (one suite per core at once, turbo's cache off), so a test that depends on timing fails
// here rather than once in two CI runs. Stops at the first run that fails. One suite per core,
// not turbo's default of ten at once: ten jest processes on two cores starved long screen tests
// past jest's 15 s, a failure of the machine's load, not of the tests' timing.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const RUNS = 3;
const repoRoot = path.join(__dirname, '..', '..');

for (let run = 1; run <= RUNS; run += 1) {
  console.info(`\n=== unit tests, run ${run} of ${RUNS}`);
  const result = spawnSync(
    'npx',
    ['turbo', 'run', 'test', '--concurrency=100%', '--force', '--output-logs=errors-only'],
    {
      cwd: repoRoot,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    console.error(
      `\nRun ${run} of ${RUNS} failed: a test is flaky or broken (its output is above).`,
    );
    process.exit(result.status ?? 1);
  }
}
console.info(`\nAll ${RUNS} runs passed.`);
