#!/usr/bin/env node
// The end of `npm run bench`: every figure of tooling/bench-figures.json, before and now, against
// its goal; fails when one is missing or past its budget. `--reset` forgets the last run's figures.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { clearFigures, readFigures, summarise } = require('./bench-figures.cjs');

if (process.argv.includes('--reset')) {
  clearFigures();
  process.exit(0);
}
const table = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'bench-figures.json'), 'utf8'));
const { ok, lines } = summarise(table, readFigures());
const load = os
  .loadavg()
  .map((value) => value.toFixed(2))
  .join(' ');
console.info(
  `\nBench figures (tooling/bench-figures.json), load average now ${load}\n  ${lines.join('\n  ')}`,
);
if (!ok) {
  console.error('\nA figure is missing or past its budget (see above).');
  process.exit(1);
}
