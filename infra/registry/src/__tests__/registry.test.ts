import { mkdtemp, mkdir, readFile, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRegistry, RegistryError } from '../registry';

/** The shell's packages in the environments here, and what each build needs of them. */
const SHELL = { contracts: '0.1.0', ui: '0.1.0' };
const NEEDS = { contracts: '^0.1.0', ui: '^0.1.0' };

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
    const first = await registry.publish('mf-content', dist, '0.1.0', NEEDS);
    const again = await registry.publish('mf-content', dist, '0.1.0', NEEDS);
    await build('b');
    const second = await registry.publish('mf-content', dist, '0.1.0', NEEDS);
    expect(first.version).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);
    expect(again.version).toBe(first.version);
    expect(second.version).not.toBe(first.version);
  });

  it('promotes, rolls back and serves the result as runtime config', async () => {
    const registry = createRegistry(join(root, 'registry'));
    await registry.ensureEnvironment('local', SHELL);
    await build('a');
    const a = await registry.publish('mf-content', dist, '0.1.0', NEEDS);
    await build('b');
    const b = await registry.publish('mf-content', dist, '0.1.0', NEEDS);

    await registry.promote('mf-content', a.version, 'local');
    await registry.promote('mf-content', b.version, 'local');
    expect((await registry.runtimeConfig('local')).remotes['mf-content']).toEqual({
      version: b.version,
      manifest: `/remotes/mf-content/${b.version}/mf-manifest.json`,
      contracts: '^0.1.0',
      ui: '^0.1.0',
    });

    await registry.rollback('mf-content', 'local');
    expect((await registry.runtimeConfig('local')).remotes['mf-content']?.version).toBe(a.version);
    await expect(registry.rollback('mf-content', 'local')).rejects.toThrow('no earlier version');
  });

  it('refuses to promote a remote built against contracts the shell cannot satisfy', async () => {
    const registry = createRegistry(join(root, 'registry'));
    await registry.ensureEnvironment('local', SHELL);
    await build('future');
    const release = await registry.publish('mf-content', dist, '0.1.0', {
      contracts: '^1.0.0',
      ui: '^0.1.0',
    });
    const promotion = registry.promote('mf-content', release.version, 'local');
    await expect(promotion).rejects.toBeInstanceOf(RegistryError);
    await expect(promotion).rejects.toThrow(
      /built against @specify\/contracts \^1\.0\.0, but the shell in local provides 0\.1\.0/,
    );
    expect((await registry.readEnvironment('local')).remotes['mf-content']).toBeUndefined();
  });

  it('refuses to promote a version that was never published', async () => {
    const registry = createRegistry(join(root, 'registry'));
    await registry.ensureEnvironment('local', SHELL);
    await expect(registry.promote('mf-content', '9.9.9-nope', 'local')).rejects.toThrow(
      'is not published',
    );
  });

  it('refuses to publish a folder that is not a federated build', async () => {
    const registry = createRegistry(join(root, 'registry'));
    await mkdir(dist, { recursive: true });
    await expect(registry.publish('mf-content', dist, '0.1.0', NEEDS)).rejects.toThrow(
      'no mf-manifest.json',
    );
  });
});

describe("the shell's @specify/ui", () => {
  it('refuses to promote a remote built against a ui the shell does not provide', async () => {
    const registry = createRegistry(join(root, 'registry'));
    await registry.ensureEnvironment('local', SHELL);
    await build('later-ui');
    const release = await registry.publish('mf-content', dist, '0.1.0', { ...NEEDS, ui: '^0.1.1' });
    const promotion = registry.promote('mf-content', release.version, 'local');
    await expect(promotion).rejects.toThrow(
      'Refusing to promote mf-content@' +
        `${release.version} to local: it was built against @specify/ui ^0.1.1, but the shell in local provides 0.1.0.`,
    );
    expect((await registry.readEnvironment('local')).remotes['mf-content']).toBeUndefined();
  });

  it('names both packages when neither range is met', async () => {
    const registry = createRegistry(join(root, 'registry'));
    await registry.ensureEnvironment('local', SHELL);
    await build('later-both');
    const release = await registry.publish('mf-content', dist, '0.1.0', {
      contracts: '^0.3.0',
      ui: '^0.2.0',
    });
    await expect(registry.promote('mf-content', release.version, 'local')).rejects.toThrow(
      'it was built against @specify/contracts ^0.3.0 and @specify/ui ^0.2.0, but the shell in local provides @specify/contracts 0.1.0 and @specify/ui 0.1.0',
    );
  });

  it('reads releases and environments written before it was recorded as ui 0.1.x', async () => {
    const registry = createRegistry(join(root, 'registry'));
    await registry.ensureEnvironment('local', { ...SHELL, ui: '0.1.5' });
    await build('old');
    const release = await registry.publish('mf-content', dist, '0.1.0', { ...NEEDS, ui: '~0.1.5' });
    // Both files as the registry wrote them before it recorded @specify/ui.
    const releaseFile = join(root, 'registry', 'releases', 'mf-content', `${release.version}.json`);
    const older = JSON.parse(await readFile(releaseFile, 'utf8')) as Record<string, unknown>;
    delete older.ui;
    await writeFile(releaseFile, JSON.stringify(older));
    const envFile = join(root, 'registry', 'environments', 'local.json');
    const olderEnv = JSON.parse(await readFile(envFile, 'utf8')) as Record<string, unknown>;
    delete olderEnv.shellUi;
    await writeFile(envFile, JSON.stringify(olderEnv));

    expect((await registry.readRelease('mf-content', release.version)).ui).toBe('^0.1.0');
    expect((await registry.readEnvironment('local')).shellUi).toBe('0.1.0');
    await registry.promote('mf-content', release.version, 'local');
    expect((await registry.runtimeConfig('local')).remotes['mf-content']?.ui).toBe('^0.1.0');
  });

  it('after a shell release, lists the promoted versions (stable and canary) the new shell cannot run', async () => {
    const registry = createRegistry(join(root, 'registry'));
    await registry.ensureEnvironment('local', SHELL);
    await build('stable');
    const stable = await registry.publish('mf-content', dist, '0.1.0', NEEDS);
    await build('canary');
    const canary = await registry.publish('mf-content', dist, '0.1.0', NEEDS);
    await registry.promote('mf-content', stable.version, 'local');
    await registry.promote('mf-content', canary.version, 'local', { canaryShare: 10 });
    await build('product');
    await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify({ id: 'mf_product' }));
    const product = await registry.publish('mf-product', dist, '0.1.0', {
      contracts: '^0.1.0',
      ui: '>=0.1.0 <0.3.0',
    });
    await registry.promote('mf-product', product.version, 'local');
    expect(await registry.unrunnable('local')).toEqual([]);

    // A shell with a breaking @specify/ui (0.2.0) is released to the environment.
    const released = await registry.ensureEnvironment('local', { contracts: '0.1.0', ui: '0.2.0' });
    expect(released.shellUi).toBe('0.2.0');
    const why = 'it was built against @specify/ui ^0.1.0, but the shell in local provides 0.2.0';
    expect(await registry.unrunnable('local')).toEqual([
      { remote: 'mf-content', version: stable.version, role: 'stable', why },
      { remote: 'mf-content', version: canary.version, role: 'canary', why },
    ]);
    // What was promoted stays: the shell refuses those versions, each in its own region.
    expect(released.remotes['mf-content']?.version).toBe(stable.version);
  });
});
