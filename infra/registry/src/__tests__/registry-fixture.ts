import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RemoteName } from '@specify/contracts';
import { createRegistry } from '../registry';

/** The shell contracts version of the scratch environment `local`. */
export const SHELL_CONTRACTS = '0.1.0';
/** Its shell's @specify/ui version. */
export const SHELL_UI = '0.1.0';

/** A registry in a fresh temporary folder, with an environment `local` running no remotes. */
export async function scratchRegistry() {
  const root = await mkdtemp(join(tmpdir(), 'registry-'));
  const registry = createRegistry(join(root, 'registry'));
  await registry.createEnvironment('local', { contracts: SHELL_CONTRACTS, ui: SHELL_UI });

  /** Publishes a build of `name` whose content (and so version) is set by `label`. */
  async function publish(
    name: RemoteName,
    label: string,
    options: { contracts?: string; ui?: string; actor?: string } = {},
  ) {
    const dist = join(root, `dist-${name}-${label}`);
    await mkdir(dist, { recursive: true });
    await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify({ name, label }));
    const needs = {
      contracts: options.contracts ?? `^${SHELL_CONTRACTS}`,
      ui: options.ui ?? `^${SHELL_UI}`,
    };
    return (await registry.publish(name, dist, '0.1.0', needs, { actor: options.actor })).version;
  }

  return { root, registry, publish };
}

export type ScratchRegistry = Awaited<ReturnType<typeof scratchRegistry>>;
