import { writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServers, waitUntilServing, type ServerSpec } from '../servers';

let logDir: string;
beforeEach(async () => {
  logDir = await mkdtemp(join(tmpdir(), 'e2e-servers-'));
});
afterEach(() => rm(logDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as { port: number };
  await new Promise((closed) => server.close(closed));
  return port;
}

/**
 * A server that answers after `delayMs` with its own CPU priority (its nice value and, where the
 * kernel groups by session, its session's), or then exits with `exitCode` instead.
 */
function server(
  name: string,
  port: number,
  {
    delayMs = 0,
    exitCode,
    background,
  }: { delayMs?: number; exitCode?: number; background?: boolean },
): ServerSpec {
  const script = `
const { readFileSync } = require('node:fs');
const os = require('node:os');
const autogroup = () => { try { return readFileSync('/proc/self/autogroup', 'utf8').match(/nice (-?\\d+)/)[1]; } catch { return 'none'; } };
console.log('started at nice ' + os.getPriority() + ', session nice ' + autogroup());
setTimeout(() => {
  ${exitCode === undefined ? '' : `console.error('cannot start'); process.exit(${exitCode});`}
  require('node:http').createServer((request, response) =>
    response.end(JSON.stringify({ nice: os.getPriority(), session: autogroup() }))
  ).listen(${port}, '127.0.0.1');
}, ${delayMs});`;
  const file = join(logDir, `${name}.cjs`);
  writeFileSync(file, script);
  return {
    name,
    command: `node ${file}`,
    url: `http://127.0.0.1:${port}/`,
    cwd: process.cwd(),
    timeout: 10_000,
    ...(background ? { background } : {}),
  };
}

const priorityOf = async (spec: ServerSpec) =>
  (await (await fetch(spec.url)).json()) as { nice: number; session: string };

/** The process may raise a priority back only as root (CI); anyone else leaves it low. */
const mayRaisePriority = process.getuid?.() === 0;

test('a background server is not waited for, starts at the lowest priority and gets the normal one back once it answers', async () => {
  const foreground = server('platform', await freePort(), {});
  const harness = server('harness', await freePort(), { delayMs: 1_500, background: true });
  const stop = await startServers([foreground, harness], logDir);
  try {
    // Started with the foreground server answering, the background one not yet.
    await expect(fetch(harness.url)).rejects.toThrow();
    await waitUntilServing(harness, logDir);
    const log = await readFile(join(logDir, 'harness.log'), 'utf8');
    expect(log).toMatch(/started at nice 19, session nice (19|none)/);
    expect(await priorityOf(foreground)).toMatchObject({ nice: 0 });
    if (mayRaisePriority) {
      // Put back once it answers: its process group, and its session where there is one.
      const deadline = Date.now() + 5_000;
      let priority = await priorityOf(harness);
      while (priority.nice !== 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        priority = await priorityOf(harness);
      }
      expect(priority.nice).toBe(0);
      expect(['0', 'none']).toContain(priority.session);
    }
  } finally {
    await stop();
  }
});

test('a background server that exits is reported by the wait for it, with its exit code and log', async () => {
  const harness = server('harness', await freePort(), { exitCode: 3, background: true });
  const stop = await startServers([harness], logDir);
  try {
    await expect(waitUntilServing(harness, logDir)).rejects.toThrow(
      /harness exited \(3\):\n[^]*cannot start/,
    );
  } finally {
    await stop();
  }
});

test('the report of an exit holds all the server wrote before it, on both outputs', async () => {
  const port = await freePort();
  const file = join(logDir, 'noisy.cjs');
  // Much output, then last words on the other stream, then the exit at once.
  writeFileSync(
    file,
    `process.stdout.write('x'.repeat(2_000_000) + '\\n', () =>
  process.stderr.write('last words\\n', () => process.exit(4)));`,
  );
  const noisy: ServerSpec = {
    name: 'noisy',
    command: `node ${file}`,
    url: `http://127.0.0.1:${port}/`,
    cwd: process.cwd(),
    timeout: 10_000,
    background: true,
  };
  const stop = await startServers([noisy], logDir);
  try {
    await expect(waitUntilServing(noisy, logDir)).rejects.toThrow(/noisy exited \(4\)/);
    const log = await readFile(join(logDir, 'noisy.log'), 'utf8');
    expect(log).toContain('last words');
    expect(log.length).toBeGreaterThan(2_000_000);
  } finally {
    await stop();
  }
});

test('a server that exits fails the start with its log, and the others are stopped', async () => {
  const platform = server('platform', await freePort(), { exitCode: 1, delayMs: 1_000 });
  const other = server('other', await freePort(), {});
  const starting = startServers([platform, other], logDir);
  await waitUntilServing(other, logDir);
  await expect(starting).rejects.toThrow(/platform exited \(1\):\n[^]*cannot start/);
  await expect(fetch(other.url)).rejects.toThrow();
});
