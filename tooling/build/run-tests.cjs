#!/usr/bin/env node
// `npm test`: lint, type-check, unit and component tests, builds, budgets and the end-to-end
// tests, in lanes that run at once where the two cores allow (LANES, below):
//   build | lint -> typecheck | platform unit tests    from the start
//   the other unit tests, then the platform's           once the builds and checks are done
//   two-instances suites
//   budgets -> e2e                                     last, alone
// Each stage's output goes to the terminal with its lane's prefix and to
// .data/test-logs/<stage>.log. The first failure stops the other lanes; the failed stage's last
// lines are printed again at the end, after the table of where the time went
// (timings-table.cjs), so they are the last thing in a CI log.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const readline = require('node:readline');
const { createCpuMeter, machineCpu } = require('./process-cpu.cjs');

const repoRoot = path.join(__dirname, '..', '..');
const logDir = path.join(repoRoot, '.data', 'test-logs');
// CI names the folder (it records the install there first); a local run starts afresh.
const timingsDir = process.env.SPECIFY_TIMINGS_DIR ?? path.join(repoRoot, '.data', 'timings');
if (!process.env.SPECIFY_TIMINGS_DIR) fs.rmSync(timingsDir, { recursive: true, force: true });
process.env.SPECIFY_TIMINGS_DIR = timingsDir;

/**
 * Lanes run at once, each its stages in order, once the lanes it waits for have finished. The
 * CPU-bound work (builds, lint, type-check, unit tests) shares the two cores, at most two or
 * three processes at a time: more, and screen tests that wait on timers start to fail. The
 * browser tests run last, alone, for the same reason.
 */
const LANES = {
  build: { stages: [['build', 'npx turbo run build --concurrency=1']] },
  // One program over every workspace (tsconfig.all.json): each shared source is checked once.
  checks: {
    stages: [
      ['lint', 'npm run lint'],
      ['typecheck', 'npm run typecheck'],
    ],
  },
  // The longest package (about ten minutes of one core), from the start, all but its
  // two-instances suites: those end the unit lane, so that both lanes end at about the same time
  // (together they ended 2.5 minutes apart, one core idle meanwhile).
  platform: { stages: [['platform unit', 'npm run test:in-process -w @specify/platform']] },
  // turbo's --only: unit tests need no build.
  unit: {
    after: ['build', 'checks'],
    stages: [
      ['unit', "npx turbo run test --only --concurrency=1 --filter='!@specify/platform'"],
      ['platform two-instances', 'npm run test:two-instances -w @specify/platform'],
    ],
  },
  site: {
    after: ['build', 'checks', 'platform', 'unit'],
    stages: [
      ['budgets', 'npm run budgets'],
      ['e2e', 'npx turbo run e2e --concurrency=1'],
    ],
  },
};

const running = new Set();
/** Each stage's CPU time, whatever ran beside it (the table's "cpu" column). */
const cpuMeter = createCpuMeter();
let failure;

function recordStage(entry) {
  fs.appendFileSync(path.join(timingsDir, 'stages.jsonl'), `${JSON.stringify(entry)}\n`);
}

function runStage(lane, stage, command) {
  return new Promise((resolve) => {
    const start = Date.now();
    const log = fs.createWriteStream(path.join(logDir, `${stage.replace(/ /g, '-')}.log`));
    const child = spawn(command, { cwd: repoRoot, shell: true, detached: true, env: process.env });
    cpuMeter.track(child.pid);
    running.add(child);
    for (const stream of [child.stdout, child.stderr]) {
      stream.pipe(log, { end: false });
      readline
        .createInterface({ input: stream })
        .on('line', (line) => process.stdout.write(`[${lane}/${stage}] ${line}\n`));
    }
    child.on('close', (code, signal) => {
      running.delete(child);
      log.end();
      const ok = code === 0;
      const stopped = Boolean(failure) && !ok;
      recordStage({
        stage: `${lane}: ${stage}`,
        start,
        ms: Date.now() - start,
        cpuMs: cpuMeter.stop(child.pid),
        ok,
        ...(stopped ? { note: 'stopped' } : {}),
      });
      resolve({ ok, stopped, stage, signal });
    });
  });
}

function stopOthers() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

const finished = new Map();

function runLane(lane) {
  if (!finished.has(lane))
    finished.set(
      lane,
      (async () => {
        await Promise.all((LANES[lane].after ?? []).map(runLane));
        for (const [stage, command] of LANES[lane].stages) {
          if (failure) return;
          const result = await runStage(lane, stage, command);
          if (!result.ok) {
            if (!failure) {
              failure = { lane, stage };
              stopOthers();
            }
            return;
          }
        }
      })(),
    );
  return finished.get(lane);
}

async function main() {
  fs.mkdirSync(logDir, { recursive: true });
  fs.mkdirSync(timingsDir, { recursive: true });
  const cpuBefore = machineCpu();
  await Promise.all(Object.keys(LANES).map(runLane));
  const cpuAfter = machineCpu();
  if (cpuBefore && cpuAfter)
    fs.writeFileSync(
      path.join(timingsDir, 'machine.json'),
      JSON.stringify({
        busyMs: cpuAfter.busyMs - cpuBefore.busyMs,
        totalMs: cpuAfter.totalMs - cpuBefore.totalMs,
      }),
    );
  if (failure?.stage === 'e2e') printPlaywrightSnapshots();
  spawnSyncTable();
  if (failure) {
    const log = fs
      .readFileSync(path.join(logDir, `${failure.stage.replace(/ /g, '-')}.log`), 'utf8')
      .split('\n');
    console.error(`\n=== ${failure.lane}: ${failure.stage} failed; the end of its output:`);
    console.error(log.slice(-150).join('\n'));
    process.exit(1);
  }
}

/** What Playwright saw at each failed test (its page snapshot, cut short). */
function printPlaywrightSnapshots() {
  const results = path.join(repoRoot, 'e2e', 'test-results');
  if (!fs.existsSync(results)) return;
  for (const test of fs.readdirSync(results)) {
    const context = path.join(results, test, 'error-context.md');
    if (!fs.existsSync(context)) continue;
    console.error(`=== ${path.relative(repoRoot, context)}`);
    console.error(fs.readFileSync(context, 'utf8').slice(0, 6_000));
  }
}

function spawnSyncTable() {
  require('node:child_process').spawnSync(
    process.execPath,
    [path.join(__dirname, 'timings-table.cjs'), timingsDir],
    { stdio: 'inherit' },
  );
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopOthers();
    process.exit(130);
  });
}

void main();
