import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRepoRoot } from '@specify/registry';
import { PLATFORM_NODE_FLAGS } from '../node-flags';

const root = findRepoRoot();
const scripts = (path: string): Record<string, string> =>
  (JSON.parse(readFileSync(join(root, path), 'utf8')) as { scripts: Record<string, string> })
    .scripts;

/** Each `node` command of a script, up to the script it runs. */
const nodeCommands = (script: string) => script.match(/\bnode\b[^&]*?\.ts\b/g) ?? [];

describe('the platform process runs with its V8 flags', () => {
  it.each([
    ['package.json', 'start'],
    ['infra/platform/package.json', 'start'],
    ['infra/platform/package.json', 'dev'],
    ['infra/platform/package.json', 'bench'],
  ])('%s "%s" passes every flag to each node command', (path, name) => {
    const script = scripts(path)[name] ?? '';
    const commands = nodeCommands(script);
    expect(commands.length).toBeGreaterThan(0);
    for (const command of commands) {
      for (const flag of PLATFORM_NODE_FLAGS) expect(command.split(/\s+/)).toContain(flag);
    }
  });
});
