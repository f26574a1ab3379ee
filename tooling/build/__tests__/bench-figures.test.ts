import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clearFigures, readFigures, recordFigure, summarise } from '../bench-figures.cjs';

const rows = [
  { key: 'tbt', label: 'blocking time', unit: 'ms', before: 485, goal: 200, budget: 700 },
  {
    key: 'cards',
    label: 'cards in the first screen',
    unit: '',
    before: 0,
    goal: 2,
    budget: 1,
    higherIsBetter: true,
  },
];

describe('bench figures', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'bench-figures-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the last figure recorded under each key, across writers, until cleared', () => {
    const file = join(dir, 'figures.jsonl');
    recordFigure('tbt', 480, file);
    recordFigure('cards', 2, file);
    recordFigure('tbt', 190, file);
    expect(readFigures(file)).toEqual(
      new Map([
        ['tbt', 190],
        ['cards', 2],
      ]),
    );
    clearFigures(file);
    expect(readFigures(file).size).toBe(0);
  });

  it('refuses a figure that is not a number', () => {
    expect(() => recordFigure('tbt', Number.NaN, join(dir, 'f.jsonl'))).toThrow(/tbt/);
  });

  it('prints each row before, now and its goal, and passes within the budgets', () => {
    const { ok, lines } = summarise(
      { rows },
      new Map([
        ['tbt', 320],
        ['cards', 2],
      ]),
    );
    expect(ok).toBe(true);
    expect(lines[1]).toMatch(/^blocking time\s+485 ms\s+320 ms\s+≤ 200 ms\s+goal not met$/);
    expect(lines[2]).toMatch(/^cards in the first screen\s+0\s+2\s+≥ 2\s+goal met$/);
  });

  it('fails when a figure is past its budget, in either direction, or was not measured', () => {
    expect(
      summarise(
        { rows },
        new Map([
          ['tbt', 701],
          ['cards', 2],
        ]),
      ).ok,
    ).toBe(false);
    expect(
      summarise(
        { rows },
        new Map([
          ['tbt', 100],
          ['cards', 0],
        ]),
      ).ok,
    ).toBe(false);
    const missing = summarise({ rows }, new Map([['tbt', 100]]));
    expect(missing.ok).toBe(false);
    expect(missing.lines[2]).toMatch(/NOT MEASURED$/);
  });
});
