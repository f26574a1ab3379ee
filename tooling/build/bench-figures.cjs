// The figures `npm run bench` is judged by (tooling/bench-figures.json): each bench records what it
// measured under a key, and the summary at the end of the run prints every row beside its figure
// before the work on it and its goal, and fails the run when a figure is past its budget.
const fs = require('node:fs');
const path = require('node:path');

const REPO_ROOT = path.join(__dirname, '..', '..');
const FIGURES_FILE = path.join(REPO_ROOT, '.data', 'bench', 'figures.jsonl');

/**
 * Keeps one measured figure of this run (appended, so benches in separate processes can record).
 * @param {string} key the row's key in tooling/bench-figures.json
 * @param {number} value in the row's unit
 */
function recordFigure(key, value, file = FIGURES_FILE) {
  if (!Number.isFinite(value)) throw new Error(`bench figure ${key} is not a number: ${value}`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.appendFileSync(file, `${JSON.stringify({ key, value, at: new Date().toISOString() })}\n`);
}

/** @returns {Map<string, number>} the last figure recorded under each key */
function readFigures(file = FIGURES_FILE) {
  const figures = new Map();
  if (!fs.existsSync(file)) return figures;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const { key, value } = JSON.parse(line);
    figures.set(key, value);
  }
  return figures;
}

function clearFigures(file = FIGURES_FILE) {
  fs.rmSync(file, { force: true });
}

/**
 * @typedef {{ key: string, label: string, unit: string, before: number | null, goal: number,
 *   budget: number, higherIsBetter?: boolean }} Row
 */

/** @param {number | null | undefined} value @param {string} unit */
function format(value, unit) {
  if (value === null || value === undefined) return '–';
  const digits = Math.abs(value) >= 100 || Number.isInteger(value) ? 0 : 1;
  return `${value.toFixed(digits)} ${unit}`.trim();
}

/**
 * The summary's table: one line per row, and whether every figure was measured and is within its
 * budget (a figure past its goal but within its budget is reported, not failed).
 * @param {{ rows: Row[] }} table @param {Map<string, number>} figures
 */
function summarise(table, figures) {
  const header = ['figure', 'before', 'now', 'goal', 'state'];
  const lines = [header];
  let ok = true;
  for (const row of table.rows) {
    const now = figures.get(row.key);
    let state;
    if (now === undefined) {
      state = 'NOT MEASURED';
      ok = false;
    } else if (row.higherIsBetter ? now < row.budget : now > row.budget) {
      state = `OVER BUDGET (${format(row.budget, row.unit)})`;
      ok = false;
    } else
      state = (row.higherIsBetter ? now >= row.goal : now <= row.goal)
        ? 'goal met'
        : 'goal not met';
    const goal = `${row.higherIsBetter ? '≥' : '≤'} ${format(row.goal, row.unit)}`;
    lines.push([row.label, format(row.before, row.unit), format(now, row.unit), goal, state]);
  }
  const widths = header.map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  const text = lines.map((line) =>
    line
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd(),
  );
  return { ok, lines: text };
}

module.exports = { FIGURES_FILE, recordFigure, readFigures, clearFigures, summarise };
