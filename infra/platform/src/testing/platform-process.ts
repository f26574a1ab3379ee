import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { findRepoRoot } from '@specify/registry';

/** A platform started as `node --import tsx infra/platform/src/main.ts`, serving on loopback. */
export interface PlatformProcess {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Resolves once /healthz answers; rejects with what it printed if it exits or overruns first. */
  ready: Promise<void>;
  /** Everything it printed so far (its last 20,000 characters). */
  output(): string;
  /** Ends it (SIGTERM, then SIGKILL after STOP_TIMEOUT_MS) and resolves once it has exited. */
  stop(): Promise<void>;
}

const STOP_TIMEOUT_MS = 10_000;
const KEPT_OUTPUT = 20_000;
/** From this process's environment, only what any process needs: the settings are the caller's. */
const INHERITED = ['PATH', 'HOME', 'TMPDIR', 'LANG'] as const;

/** What a child process of a test inherits from this one (INHERITED); its settings are the test's. */
export function inheritedEnv(): Record<string, string> {
  return Object.fromEntries(
    INHERITED.flatMap((name) => {
      const value = process.env[name];
      return value === undefined ? [] : [[name, value]];
    }),
  );
}

/** A port on 127.0.0.1 that nothing listens on (the system's pick, closed again). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('freePort: no port');
  return address.port;
}

/**
 * Starts the platform's production entry (serve(): the registry, the database, the seed, the
 * files, then listen; nothing is built) on a free loopback port with exactly `env` as its
 * settings, besides PORT and HOST. Returned at once, so a caller can always stop it; `ready`
 * tells when it answers. A start that takes longer than `startTimeoutMs` is killed.
 */
export async function launchPlatformProcess(options: {
  env: Record<string, string>;
  startTimeoutMs: number;
}): Promise<PlatformProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const inherited = inheritedEnv();
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/platform/src/main.ts'], {
    cwd: findRepoRoot(),
    env: { ...inherited, ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-KEPT_OUTPUT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let ended: string | undefined;
  const exited = new Promise<string>((resolve) => {
    const end = (how: string) => {
      ended ??= how;
      resolve(ended);
    };
    child.once('exit', (code, signal) =>
      end(signal ? `was ended by ${signal}` : `exited with ${code}`),
    );
    child.once('error', (error) => end(`could not run (${error.message})`));
  });
  const running = () => ended === undefined;

  const stop = async () => {
    if (!running()) return;
    child.kill('SIGTERM');
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(kill);
  };

  const answers = async () => {
    try {
      const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2_000) });
      return response.ok;
    } catch {
      return false;
    }
  };
  const ready = (async () => {
    const deadline = Date.now() + options.startTimeoutMs;
    while (running()) {
      if (await answers()) return;
      if (Date.now() > deadline) {
        await stop();
        throw new Error(
          `The platform at ${origin} did not answer in ${options.startTimeoutMs} ms:\n${printed}`,
        );
      }
      await delay(250);
    }
    throw new Error(`The platform at ${origin} ${await exited} before answering:\n${printed}`);
  })();
  // The caller hears of a failed start through `ready`; never as an unhandled rejection.
  ready.catch(() => undefined);

  return { origin, ready, output: () => printed, stop };
}
