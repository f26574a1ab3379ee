import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRegistry } from '@specify/registry';
import type { PlatformOptions } from '../../app';

/** A built shell, an empty local registry and one catalogue file, in a temporary directory. */
export async function createSiteFixture() {
  const root = await mkdtemp(join(tmpdir(), 'platform-site-'));
  const shellDir = join(root, 'shell');
  const filesDir = join(root, 'files');
  await mkdir(shellDir, { recursive: true });
  await mkdir(join(filesDir, 'images'), { recursive: true });
  await writeFile(join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(shellDir, 'main.js'), 'console.info("shell")');
  await writeFile(join(filesDir, 'images', 'tap.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const registry = createRegistry(join(root, 'registry'));
  await registry.ensureEnvironment('local', { contracts: '0.1.0', ui: '0.1.0' });
  const options = {
    site: { registry, environment: 'local', shellDir },
    files: { filesDir, assetOrigins: [] },
  } satisfies PlatformOptions;
  return { options, remove: () => rm(root, { recursive: true, force: true }) };
}

/** Collects the JSON lines of a platform's log. */
export function logCollector() {
  const lines: Record<string, unknown>[] = [];
  return {
    lines,
    stream: {
      write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
    },
    text: () => lines.map((line) => JSON.stringify(line)).join('\n'),
  };
}
