// The composed site as `npm start` serves it, for the benchmarks: the platform on its own port and
// a fresh registry of its own, so benches that run side by side never share a port or a release.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';

export const REPO_ROOT = resolve(__dirname, '../..');

export interface SiteServer {
  base: string;
  stop(): void;
}

async function waitForHealth(base: string, exited: () => string | undefined) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const exit = exited();
    if (exit !== undefined) throw new Error(`platform exited before it was up:\n${exit}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error('platform did not start');
}

/**
 * Starts the platform (infra/platform/src/start.ts) on `port` with an empty registry at
 * `.data/<registry>`: the start releases every remote from its existing `dist/` (building only
 * what has never been built), so the site runs exactly what the checkout holds.
 */
export async function startSite(port: number, registry: string): Promise<SiteServer> {
  const registryDir = resolve(REPO_ROOT, '.data', registry);
  await rm(registryDir, { recursive: true, force: true });
  const server = spawn('node', ['--import', 'tsx', 'infra/platform/src/start.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), SPECIFY_REGISTRY_DIR: registryDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The end of its error output, so a platform that cannot start says why at once.
  let errors = '';
  let exit: string | undefined;
  server.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  server.on('exit', (code) => (exit = `exit code ${code}\n${errors}`));
  const base = `http://localhost:${port}`;
  try {
    await waitForHealth(base, () => exit);
  } catch (error) {
    server.kill();
    throw error;
  }
  return { base, stop: () => server.kill() };
}
