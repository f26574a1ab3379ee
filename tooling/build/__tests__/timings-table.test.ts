import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { timingsTable } from '../timings-table.cjs';

function recorded(files: Record<string, unknown>) {
  const dir = mkdtempSync(join(tmpdir(), 'timings-'));
  for (const [name, content] of Object.entries(files))
    writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  return dir;
}

const suite = (file: string, ms: number, tests: number) => ({ file, ms, tests, failed: 0 });

describe('the table of where a test run spent its time', () => {
  it('lists each stage with its wall time and result, and the span of the whole run', () => {
    const table = timingsTable(
      recorded({
        'stages.jsonl': [
          { stage: 'install: npm', start: 0, ms: 90_000, ok: true },
          { stage: 'checks: lint', start: 90_000, ms: 45_500, ok: true },
          { stage: 'site: build', start: 90_000, ms: 200_000, ok: false },
        ]
          .map((line) => JSON.stringify(line))
          .join('\n'),
      }),
    );
    expect(table).toMatch(/install: npm\s+90\.0 s\s+-\s+ok/);
    expect(table).toMatch(/checks: lint\s+45\.5 s\s+-\s+ok/);
    expect(table).toMatch(/site: build\s+200\.0 s\s+-\s+FAILED/);
    expect(table).toMatch(/all \(first start to last end\)\s+290\.0 s/);
  });

  it("shows each stage's CPU time where it was measured, and how busy the cores were", () => {
    const table = timingsTable(
      recorded({
        'stages.jsonl': [
          { stage: 'install: npm', start: 0, ms: 60_000, ok: true },
          { stage: 'site: e2e', start: 60_000, ms: 600_000, cpuMs: 1_100_500, ok: true },
        ]
          .map((line) => JSON.stringify(line))
          .join('\n'),
        'machine.json': { busyMs: 1_254_000, totalMs: 1_320_000 },
      }),
    );
    expect(table).toMatch(/install: npm\s+60\.0 s\s+-\s+ok/);
    expect(table).toMatch(/site: e2e\s+600\.0 s\s+1100\.5 s\s+ok/);
    expect(table).toContain(
      "the machine's cores were busy 95 % of the run (1254 of 1320 core-seconds)",
    );
  });

  it('counts the unit tests of every package and names the ten slowest suites, slowest first', () => {
    const many = Array.from({ length: 12 }, (_, i) => suite(`src/s${i}.test.ts`, i * 1_000, 2));
    const table = timingsTable(
      recorded({
        'jest-a.json': { package: '@specify/a', tests: 24, suites: many },
        'jest-b.json': {
          package: 'mf-b',
          tests: 3,
          suites: [suite('src/slow.test.tsx', 60_000, 3)],
        },
      }),
    );
    expect(table).toContain('unit and component tests: 27 in 13 suites of 2 packages');
    const listed = table.split('ten slowest suites:\n')[1]!.split('\n');
    expect(listed).toHaveLength(10);
    expect(listed[0]).toMatch(/60\.0 s {2}mf-b {2}src\/slow\.test\.tsx \(3 tests\)/);
    expect(listed[1]).toContain('src/s11.test.ts');
    expect(table).not.toContain('src/s1.test.ts');
  });

  it('counts a package whose suites ran in two parts once, with all of its tests', () => {
    const table = timingsTable(
      recorded({
        'jest-_specify_platform.json': {
          package: '@specify/platform',
          tests: 970,
          suites: [suite('src/a.test.ts', 5_000, 970)],
        },
        'jest-_specify_platform-two-instances.json': {
          package: '@specify/platform',
          tests: 8,
          suites: [suite('src/two-instances.test.ts', 60_000, 8)],
        },
      }),
    );
    expect(table).toContain('unit and component tests: 978 in 2 suites of 1 packages');
    expect(table).toMatch(/60\.0 s {2}@specify\/platform {2}src\/two-instances\.test\.ts/);
  });

  it("sums each Playwright spec's tests, nested describes included", () => {
    const test = (duration: number) => ({ results: [{ duration }] });
    const table = timingsTable(
      recorded({
        'playwright.json': {
          suites: [
            {
              file: 'cart.spec.ts',
              specs: [{ title: 'adds', tests: [test(4_000)] }],
              suites: [{ specs: [{ title: 'removes', tests: [test(6_000)] }] }],
            },
            { file: 'chrome.spec.ts', specs: [{ title: 'menu', tests: [test(1_000)] }] },
          ],
        },
      }),
    );
    expect(table).toContain('Playwright tests: 3 in 2 specs');
    expect(table).toMatch(/10\.0 s {2}cart\.spec\.ts \(2 tests\)\n\s+1\.0 s {2}chrome\.spec\.ts/);
  });
});
