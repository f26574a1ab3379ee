/**
 * The release loop of a changed remote (issue 32), timed as a person runs it, into a throwaway
 * registry (SPECIFY_REGISTRY_DIR):
 * - publish after a one-line change to one of mf-content's modules, the figure the issue names
 *   (after a first publish as the source is, so webpack's cache is as a previous publish left it);
 * - promote of that version to `local`;
 * - publish again with nothing changed, which must give the same version (a reproducible build)
 *   or the bench fails.
 * The change is reverted afterwards (and on Ctrl-C), and the remote rebuilt from its own source,
 * so the repo and its dist are left as they were.
 *
 *   node --import tsx bench/release.bench.ts [--runs N]
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findRepoRoot } from '../src/paths';
import { recordFigure } from '../../../tooling/build/bench-figures.cjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' } } });
const RUNS = Math.max(1, Number(values.runs));
const REMOTE = 'mf-content';
/** The module the one-line change goes into. */
const CHANGED_FILE = join(REMOTE, 'src', 'app.tsx');

const repoRoot = findRepoRoot();

function load(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

/** One `npm run ...` from the repo root, as a person types it: its output and seconds taken. */
function timed(args: string[], env: NodeJS.ProcessEnv): { output: string; seconds: number } {
  const started = performance.now();
  const output = execFileSync('npm', args, {
    cwd: repoRoot,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return { output, seconds: (performance.now() - started) / 1000 };
}

function publishedVersion(output: string): string {
  const version = /Published mf-content@(\S+)/.exec(output)?.[1];
  if (!version) throw new Error(`publish printed no version:\n${output}`);
  return version;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
}

async function main() {
  const registryDir = await mkdtemp(join(tmpdir(), 'release-bench-'));
  const env = { ...process.env, SPECIFY_REGISTRY_DIR: registryDir, RELEASE_ACTOR: 'bench' };
  const changedFile = join(repoRoot, CHANGED_FILE);
  const original = await readFile(changedFile, 'utf8');
  const revert = () => writeFile(changedFile, original);
  const onSignal = () => void revert().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const rows: Record<'changed' | 'promote' | 'unchanged', number[]> = {
    changed: [],
    promote: [],
    unchanged: [],
  };
  const publish = () => timed(['run', 'release', '--', 'publish', REMOTE], env);
  try {
    timed(['run', 'release', '--', 'create-env', 'local'], env);
    const first = publish(); // the build as the last one left it: webpack's cache warms up
    console.info(`first publish ${first.seconds.toFixed(1)} s (load ${load()})`);
    for (let run = 1; run <= RUNS; run += 1) {
      await writeFile(changedFile, `${original}// release bench ${Date.now()}\n`);
      const changed = publish();
      rows.changed.push(changed.seconds);
      const version = publishedVersion(changed.output);
      const promote = ['run', 'release', '--', 'promote', `${REMOTE}@${version}`, '--env', 'local'];
      rows.promote.push(timed(promote, env).seconds);
      // The same source again: the same files, so the same version (no new release).
      const again = publish();
      rows.unchanged.push(again.seconds);
      const same = publishedVersion(again.output) === version;
      console.info(
        `run ${run}: publish after a change ${changed.seconds.toFixed(1)} s, ` +
          `promote ${rows.promote.at(-1)?.toFixed(1)} s, publish again unchanged ` +
          `${again.seconds.toFixed(1)} s (${same ? 'same version' : 'NEW VERSION: build not reproducible'}) ` +
          `(load ${load()})`,
      );
      if (!same) process.exitCode = 1;
    }
  } finally {
    await revert();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    // The dist back to what the source builds (the last publish built the changed module).
    execFileSync('npm', ['run', 'build', '--silent', '-w', REMOTE], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
    await rm(registryDir, { recursive: true, force: true });
  }

  console.info(`\nRelease of ${REMOTE}, median of ${RUNS} run(s), load average ${load()}:`);
  console.info(`  publish after a one-line change   ${median(rows.changed).toFixed(1)} s`);
  console.info(`  promote to local                  ${median(rows.promote).toFixed(1)} s`);
  console.info(`  publish again, nothing changed    ${median(rows.unchanged).toFixed(1)} s`);
  recordFigure('release.publish', median(rows.changed));
  recordFigure('release.promote', median(rows.promote));
  recordFigure('release.total', median(rows.changed) + median(rows.promote));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
