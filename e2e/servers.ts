import { execFile, spawn, type ChildProcess } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/** A server the end-to-end tests need, as Playwright's webServer option describes one. */
export interface ServerSpec {
  name: string;
  command: string;
  /** Ready once this answers below 400. */
  url: string;
  cwd: string;
  timeout: number;
  env?: Record<string, string>;
  /**
   * Started at the lowest CPU priority and not waited for by startServers: it builds on the time
   * the other servers and the tests leave idle, and the spec that uses it waits for it
   * (waitUntilServing). Once it answers, it gets the normal priority back.
   */
  background?: boolean;
}

const POLL_MS = 250;

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.status < 400;
  } catch {
    return false;
  }
}

const logFile = (logDir: string, server: ServerSpec) => join(logDir, `${server.name}.log`);
/** Written when a server's process ends, for a spec in another process that waits for it. */
const exitFile = (logDir: string, server: ServerSpec) => join(logDir, `${server.name}.exit`);

/**
 * Waits until the server answers, or fails with the end of its log once its process has ended or
 * its timeout has passed (or at once when `signal` aborts: the servers are being stopped).
 */
export async function waitUntilServing(
  server: ServerSpec,
  logDir: string,
  signal?: AbortSignal,
): Promise<void> {
  const deadline = Date.now() + server.timeout;
  while (!(await answers(server.url))) {
    signal?.throwIfAborted();
    const logTail = () => readFileSync(logFile(logDir, server), 'utf8').slice(-4_000);
    if (existsSync(exitFile(logDir, server)))
      throw new Error(
        `${server.name} exited (${readFileSync(exitFile(logDir, server), 'utf8')}):\n${logTail()}`,
      );
    if (Date.now() > deadline)
      throw new Error(`${server.name} did not answer ${server.url} in time:\n${logTail()}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined)
    return Promise.resolve();
  return new Promise((resolve) => {
    const killGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // Already gone.
      }
    };
    const force = setTimeout(() => killGroup('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    killGroup('SIGTERM');
  });
}

/**
 * Sets a server's CPU priority (a nice value): its process group's, and its session's. Each server
 * is a session of its own (spawn's `detached`), and where the kernel groups processes by session
 * (autogroup), a nice value ranks a process only against its own session's: the session's
 * own value is what ranks it against the others. Only root may set it back down; for anyone else
 * it stays low.
 */
function setPriority(child: ChildProcess, nice: number) {
  if (child.pid === undefined) return;
  try {
    writeFileSync(`/proc/${child.pid}/autogroup`, String(nice));
  } catch {
    // No autogroup here (another kernel or system), or not allowed.
  }
  execFile('renice', ['-n', String(nice), '-g', String(child.pid)], () => {});
}

/**
 * Starts every server at once (Playwright's webServer entries start one after another, each
 * waiting for the one before to answer) and waits until each answers, or fails with the end of
 * its log; a background server is not waited for (ServerSpec.background). Each server runs in its
 * own process group, its output in `<logDir>/<name>.log`. Returns the teardown, which stops them
 * all.
 */
export async function startServers(
  servers: ServerSpec[],
  logDir: string,
): Promise<() => Promise<void>> {
  mkdirSync(logDir, { recursive: true });
  for (const server of servers) {
    if (await answers(server.url))
      throw new Error(`${server.url} already answers: stop what serves it, then run again.`);
    rmSync(exitFile(logDir, server), { force: true });
  }
  let stopping = false;
  // Ends the waits of servers still starting once they are stopped.
  const stopped = new AbortController();
  const children = servers.map((server) => {
    const log = createWriteStream(logFile(logDir, server));
    const child = spawn(server.background ? `nice -n 19 ${server.command}` : server.command, {
      shell: true,
      cwd: server.cwd,
      detached: true,
      env: { ...process.env, ...server.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (server.background) setPriority(child, 19);
    // Two sources into one log: neither may end it (the second's writes would come after the end).
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    // 'close', not 'exit': by then both pipes have given their last output. The exit is told once
    // the log holds all of it, so whoever reads the exit reads the whole log.
    child.once('close', (code, signal) => {
      log.end(() => {
        if (!stopping) writeFileSync(exitFile(logDir, server), String(code ?? signal));
      });
    });
    return child;
  });
  const stopAll = async () => {
    stopping = true;
    stopped.abort();
    await Promise.all(children.map(stop));
  };

  servers.forEach((server, index) => {
    if (server.background)
      waitUntilServing(server, logDir, stopped.signal).then(
        () => setPriority(children[index]!, 0),
        // The spec that waits for it reports why.
        () => undefined,
      );
  });
  try {
    await Promise.all(
      servers
        .filter((server) => !server.background)
        .map((server) => waitUntilServing(server, logDir, stopped.signal)),
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
