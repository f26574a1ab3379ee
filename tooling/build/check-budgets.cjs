#!/usr/bin/env node
// `npm run budgets`: the bundle budgets of tooling/budgets.json against the last production builds.
const fs = require('node:fs');
const path = require('node:path');
const { checkBudgets } = require('./budgets.cjs');
const { buildStatsFile } = require('./build-stats-plugin.cjs');

const repoRoot = path.join(__dirname, '..', '..');
const budgets = JSON.parse(fs.readFileSync(path.join(repoRoot, 'tooling', 'budgets.json'), 'utf8'));

function readStats(app) {
  const file = buildStatsFile(path.join(repoRoot, app));
  if (!fs.existsSync(file)) {
    throw new Error(`${path.relative(repoRoot, file)} is missing: run npm run build first.`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

try {
  const { ok, lines } = checkBudgets(budgets, readStats);
  console.info(`Bundle budgets (tooling/budgets.json)\n${lines.join('\n')}`);
  if (!ok) {
    console.error(
      '\nA build is over its budget: make the new code lazy, or lighter, before raising a budget.',
    );
    process.exit(1);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
