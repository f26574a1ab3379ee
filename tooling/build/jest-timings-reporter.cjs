// A jest reporter that writes each suite's wall time and test count to
// $SPECIFY_TIMINGS_DIR/jest-<package>.json, for the CI stage table (timings-table.cjs), or to
// jest-<package>-<part>.json for a run of part of a package's suites (SPECIFY_TIMINGS_PART). Does
// nothing without the variable.
const fs = require('node:fs');
const path = require('node:path');

class TimingsReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const dir = process.env.SPECIFY_TIMINGS_DIR;
    if (!dir) return;
    const { name } = JSON.parse(fs.readFileSync(path.join(this.rootDir, 'package.json'), 'utf8'));
    const suites = results.testResults.map((suite) => ({
      file: path.relative(this.rootDir, suite.testFilePath),
      ms: suite.perfStats.end - suite.perfStats.start,
      tests: suite.testResults.length,
      failed: suite.numFailingTests,
    }));
    fs.mkdirSync(dir, { recursive: true });
    const part = process.env.SPECIFY_TIMINGS_PART ? `-${process.env.SPECIFY_TIMINGS_PART}` : '';
    fs.writeFileSync(
      path.join(dir, `jest-${name.replace(/[^a-z0-9-]+/gi, '_')}${part}.json`),
      JSON.stringify({ package: name, tests: results.numTotalTests, suites }),
    );
  }
}

module.exports = TimingsReporter;
