import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRegistry, type Registry } from '@specify/registry';
import { localReleasePlan } from '../local-release';

let root: string;
let repoRoot: string;
let registry: Registry;

/** A build of `remote` in the checkout's dist. */
async function buildInCheckout(remote: string, label: string) {
  const dist = join(repoRoot, remote, 'dist');
  await mkdir(dist, { recursive: true });
  await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify({ remote, label }));
  return dist;
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'local-release-'));
  repoRoot = join(root, 'checkout');
  registry = createRegistry(join(root, 'registry'));
  await registry.ensureEnvironment('local', { contracts: '0.2.0', ui: '0.1.0' });
});
afterEach(() => rm(root, { recursive: true, force: true }));

const stepOf = (plan: ReturnType<typeof localReleasePlan>, remote: string) =>
  plan.find((entry) => entry.remote === remote);

describe('what npm start releases to local', () => {
  it('keeps a promoted version the shell runs, publishes the rest, building what has no build', async () => {
    const dist = await buildInCheckout('mf-content', 'a');
    const release = await registry.publish('mf-content', dist, '0.1.0', {
      contracts: '^0.2.0',
      ui: '^0.1.0',
    });
    await registry.promote('mf-content', release.version, 'local');
    await buildInCheckout('mf-product', 'a');

    const local = await registry.readEnvironment('local');
    const plan = localReleasePlan(registry, repoRoot, local, await registry.unrunnable('local'));
    expect(stepOf(plan, 'mf-content')).toEqual({
      remote: 'mf-content',
      step: 'keep',
      build: false,
    });
    expect(stepOf(plan, 'mf-product')).toEqual({
      remote: 'mf-product',
      step: 'publish',
      build: false,
    });
    expect(stepOf(plan, 'mf-account')).toEqual({
      remote: 'mf-account',
      step: 'publish',
      build: true,
    });
  });

  it('rebuilds a promoted remote the shell of the checkout cannot run, though a build is in dist', async () => {
    const dist = await buildInCheckout('mf-content', 'old');
    const release = await registry.publish('mf-content', dist, '0.1.0', {
      contracts: '^0.2.0',
      ui: '^0.1.0',
    });
    await registry.promote('mf-content', release.version, 'local');
    // The checkout now has a shell with a breaking @specify/ui.
    const local = await registry.ensureEnvironment('local', { contracts: '0.2.0', ui: '0.2.0' });

    const plan = localReleasePlan(registry, repoRoot, local, await registry.unrunnable('local'));
    expect(stepOf(plan, 'mf-content')).toEqual({
      remote: 'mf-content',
      step: 'rebuild',
      build: true,
    });
  });
});
