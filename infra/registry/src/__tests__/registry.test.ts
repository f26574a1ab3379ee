import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRegistry, RegistryError } from '../registry';

let root: string;
let dist: string;

async function build(label: string) {
  await mkdir(dist, { recursive: true });
  await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify({ id: 'mf_content', label }));
  await writeFile(join(dist, 'remoteEntry.js'), `/* ${label} */`);
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'registry-'));
  dist = join(root, 'dist-under-test');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('release registry', () => {
  it('publishes immutable content-addressed versions: same build, same version', async () => {
    const registry = createRegistry(join(root, 'registry'));
    await build('a');
    const first = await registry.publish('mf-content', dist, '0.1.0', '^0.1.0');
    const again = await registry.publish('mf-content', dist, '0.1.0', '^0.1.0');
    await build('b');
    const second = await registry.publish('mf-content', dist, '0.1.0', '^0.1.0');
    expect(first.version).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);
    expect(again.version).toBe(first.version);
    expect(second.version).not.toBe(first.version);
  });

  it('promotes, rolls back and serves the result as runtime config', async () => {
    const registry = createRegistry(join(root, 'registry'));
    await registry.ensureEnvironment('local', '0.1.0');
    await build('a');
    const a = await registry.publish('mf-content', dist, '0.1.0', '^0.1.0');
    await build('b');
    const b = await registry.publish('mf-content', dist, '0.1.0', '^0.1.0');

    await registry.promote('mf-content', a.version, 'local');
    await registry.promote('mf-content', b.version, 'local');
    expect((await registry.runtimeConfig('local')).remotes['mf-content']).toEqual({
      version: b.version,
      manifest: `/remotes/mf-content/${b.version}/mf-manifest.json`,
      contracts: '^0.1.0',
    });

    await registry.rollback('mf-content', 'local');
    expect((await registry.runtimeConfig('local')).remotes['mf-content']?.version).toBe(a.version);
    await expect(registry.rollback('mf-content', 'local')).rejects.toThrow('no earlier version');
  });

  it('refuses to promote a remote built against contracts the shell cannot satisfy', async () => {
    const registry = createRegistry(join(root, 'registry'));
    await registry.ensureEnvironment('local', '0.1.0');
    await build('future');
    const release = await registry.publish('mf-content', dist, '0.1.0', '^1.0.0');
    const promotion = registry.promote('mf-content', release.version, 'local');
    await expect(promotion).rejects.toBeInstanceOf(RegistryError);
    await expect(promotion).rejects.toThrow(
      /built against @specify\/contracts \^1\.0\.0, but the shell in local provides 0\.1\.0/,
    );
    expect((await registry.readEnvironment('local')).remotes['mf-content']).toBeUndefined();
  });

  it('refuses to promote a version that was never published', async () => {
    const registry = createRegistry(join(root, 'registry'));
    await registry.ensureEnvironment('local', '0.1.0');
    await expect(registry.promote('mf-content', '9.9.9-nope', 'local')).rejects.toThrow(
      'is not published',
    );
  });

  it('refuses to publish a folder that is not a federated build', async () => {
    const registry = createRegistry(join(root, 'registry'));
    await mkdir(dist, { recursive: true });
    await expect(registry.publish('mf-content', dist, '0.1.0', '^0.1.0')).rejects.toThrow(
      'no mf-manifest.json',
    );
  });
});
