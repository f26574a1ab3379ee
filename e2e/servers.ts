import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
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
 * Starts every server at once (Playwright's webServer entries start one after another, each
 * waiting for the one before to answer) and waits until each answers, or fails with the end of
 * its log. Each server runs in its own process group, its output in `<logDir>/<name>.log`.
 * Returns the teardown, which stops them all.
 */
export async function startServers(
  servers: ServerSpec[],
  logDir: string,
): Promise<() => Promise<void>> {
  mkdirSync(logDir, { recursive: true });
  for (const server of servers) {
    if (await answers(server.url))
      throw new Error(`${server.url} already answers: stop what serves it, then run again.`);
  }
  const children = servers.map((server) => {
    const log = createWriteStream(join(logDir, `${server.name}.log`));
    const child = spawn(server.command, {
      shell: true,
      cwd: server.cwd,
      detached: true,
      env: { ...process.env, ...server.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    return child;
  });
  const stopAll = async () => {
    await Promise.all(children.map(stop));
  };

  try {
    await Promise.all(
      servers.map(async (server, index) => {
        const child = children[index]!;
        const deadline = Date.now() + server.timeout;
        while (!(await answers(server.url))) {
          const logTail = () =>
            readFileSync(join(logDir, `${server.name}.log`), 'utf8').slice(-4_000);
          if (child.exitCode !== null)
            throw new Error(`${server.name} exited (${child.exitCode}):\n${logTail()}`);
          if (Date.now() > deadline)
            throw new Error(`${server.name} did not answer ${server.url} in time:\n${logTail()}`);
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        }
      }),
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
