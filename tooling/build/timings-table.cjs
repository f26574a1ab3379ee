#!/usr/bin/env node
// Prints where a test run's time went, from $SPECIFY_TIMINGS_DIR (or the folder given): each
// stage's wall and CPU time (stages.jsonl, written by .ci/run and run-tests.cjs), how busy the
// machine's cores were (machine.json, run-tests.cjs), the test counts, and
// the ten slowest unit suites (jest-*.json, from jest-timings-reporter.cjs) and Playwright specs
// (playwright.json, Playwright's JSON reporter). CI prints it at the end of its log.
const fs = require('node:fs');
const path = require('node:path');

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);

function stages(dir) {
  const file = path.join(dir, 'stages.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** Every spec file's tests and summed duration, from Playwright's JSON report. */
function playwrightSpecs(report) {
  const specs = new Map();
  const visit = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      const entry = specs.get(here) ?? { file: here, ms: 0, tests: 0 };
      for (const test of spec.tests ?? []) {
        entry.tests += 1;
        entry.ms += (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
      }
      specs.set(here, entry);
    }
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file);
  return [...specs.values()];
}

/** The table, as text, of the timings recorded in `dir`. */
function timingsTable(dir) {
  const readJson = (file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const lines = ['', '=== Where the time went'];
  const recorded = stages(dir);
  if (recorded.length > 0) {
    lines.push('', 'stage                          wall        cpu   result');
    for (const stage of recorded) {
      const cpu = stage.cpuMs === undefined ? '-'.padStart(9) : seconds(stage.cpuMs);
      lines.push(
        `${stage.stage.padEnd(26)}${seconds(stage.ms)}  ${cpu}   ${stage.ok ? 'ok' : 'FAILED'}${stage.note ? `  (${stage.note})` : ''}`,
      );
    }
    const first = Math.min(...recorded.map((stage) => stage.start));
    const last = Math.max(...recorded.map((stage) => stage.start + stage.ms));
    lines.push(`${'all (first start to last end)'.padEnd(26)}${seconds(last - first)}`);
  }
  if (fs.existsSync(path.join(dir, 'machine.json'))) {
    // How full the cores were while the stages ran: near 100 %, only less work makes CI faster.
    const { busyMs, totalMs } = readJson('machine.json');
    lines.push(
      `the machine's cores were busy ${Math.round((busyMs / totalMs) * 100)} % of the run ` +
        `(${(busyMs / 1000).toFixed(0)} of ${(totalMs / 1000).toFixed(0)} core-seconds)`,
    );
  }

  const jestFiles = fs.readdirSync(dir).filter((file) => /^jest-.*\.json$/.test(file));
  const packages = jestFiles.map(readJson);
  const suites = packages.flatMap((entry) =>
    entry.suites.map((suite) => ({ ...suite, package: entry.package })),
  );
  if (packages.length > 0) {
    const tests = packages.reduce((sum, entry) => sum + entry.tests, 0);
    lines.push(
      '',
      `unit and component tests: ${tests} in ${suites.length} suites of ${new Set(packages.map((entry) => entry.package)).size} packages`,
    );
    lines.push('ten slowest suites:');
    for (const suite of [...suites].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
      lines.push(`${seconds(suite.ms)}  ${suite.package}  ${suite.file} (${suite.tests} tests)`);
    }
  }

  if (fs.existsSync(path.join(dir, 'playwright.json'))) {
    const specs = playwrightSpecs(readJson('playwright.json'));
    const tests = specs.reduce((sum, spec) => sum + spec.tests, 0);
    lines.push('', `Playwright tests: ${tests} in ${specs.length} specs`);
    lines.push('ten slowest specs (summed test time):');
    for (const spec of [...specs].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
      lines.push(`${seconds(spec.ms)}  ${spec.file} (${spec.tests} tests)`);
    }
  }
  return lines.join('\n');
}

module.exports = { timingsTable };

if (require.main === module) {
  const dir = process.argv[2] ?? process.env.SPECIFY_TIMINGS_DIR;
  console.info(
    dir && fs.existsSync(dir)
      ? timingsTable(dir)
      : 'No timings recorded (set SPECIFY_TIMINGS_DIR).',
  );
}
