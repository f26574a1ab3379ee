import { mkdtemp, mkdir, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTES, type RemoteName } from '@specify/contracts';
import { createRegistry, RegistryError, type Registry } from '../registry';

/** The shell's packages in the environments here, and what each build needs of them. */
const SHELL = { contracts: '0.1.0', ui: '0.1.0' };
const NEEDS = { contracts: '^0.1.0', ui: '^0.1.0' };

let root: string;
let registryDir: string;

async function publishBuild(registry: Registry, name: RemoteName, label: string) {
  const dist = join(root, `dist-${name}-${label}`);
  await mkdir(dist, { recursive: true });
  await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify({ name, label }));
  return registry.publish(name, dist, '0.1.0', NEEDS);
}

const lockFile = () => join(registryDir, 'environments', 'local.json.lock');

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'registry-writes-'));
  // Deep enough that ../../etc from any registry folder would still land inside root.
  registryDir = join(root, 'a', 'b', 'registry');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('registry names', () => {
  it('refuses path-traversal names before touching the file system', async () => {
    const registry = createRegistry(registryDir);
    await registry.ensureEnvironment('local', SHELL);
    const release = await publishBuild(registry, 'mf-content', 'a');
    const attempts = [
      registry.createEnvironment('../../etc', SHELL),
      registry.ensureEnvironment('..', SHELL),
      registry.readEnvironment('../../etc'),
      registry.runtimeConfig('../../etc'),
      registry.promote('mf-content', release.version, '../../etc'),
      registry.promote('mf-content', '../../etc', 'local'),
      registry.promote('../../etc' as RemoteName, release.version, 'local'),
      registry.rollback('../../etc' as RemoteName, 'local'),
      registry.finishCanary('mf-content', '../../etc'),
      registry.finishCanary('../../etc' as RemoteName, 'local'),
      registry.rollbackCanary('mf-content', 'local', '../../etc', { actor: 'auto', reason: 'x' }),
      registry.rollbackCanary('mf-content', '../../etc', release.version, {
        actor: 'auto',
        reason: 'x',
      }),
      registry.canaries('../../etc'),
      registry.checkOverrides('../../etc', []),
      registry.history('../../etc'),
      registry.history('local', '../../etc' as RemoteName),
      registry.readRelease('mf-content', '../../../etc'),
      registry.publish('../../etc' as RemoteName, join(root, 'dist-mf-content-a'), '0.1.0', NEEDS),
      registry.publish('mf-content', join(root, 'dist-mf-content-a'), '../../etc', NEEDS),
    ];
    for (const attempt of attempts) await expect(attempt).rejects.toBeInstanceOf(RegistryError);
    expect(() => registry.remoteDir('mf-content', '../../etc')).toThrow(RegistryError);
    expect((await readdir(root)).sort()).toEqual(['a', 'dist-mf-content-a']);
    expect(await readdir(join(root, 'a'))).toEqual(['b']);
    expect(await readdir(join(root, 'a', 'b'))).toEqual(['registry']);
    expect(await readdir(join(registryDir, 'environments'))).toEqual(['local.json']);
  });
});

describe('environments are created only explicitly', () => {
  it('refuses to promote or roll back in an environment that does not exist, and creates none', async () => {
    const registry = createRegistry(registryDir);
    await registry.createEnvironment('staging', SHELL);
    const release = await publishBuild(registry, 'mf-content', 'a');
    await expect(registry.promote('mf-content', release.version, 'stagign')).rejects.toThrow(
      'Environment "stagign" does not exist',
    );
    await expect(registry.rollback('mf-content', 'stagign')).rejects.toThrow(
      'Environment "stagign" does not exist',
    );
    expect(await readdir(join(registryDir, 'environments'))).toEqual(['staging.json']);
  });

  it('creates an empty environment once and refuses to create it again', async () => {
    const registry = createRegistry(registryDir);
    const created = await registry.createEnvironment('staging', SHELL);
    expect(created).toEqual({
      environment: 'staging',
      shellContracts: '0.1.0',
      shellUi: '0.1.0',
      loadTimeoutMs: 4000,
      remotes: {},
    });
    expect(await registry.readEnvironment('staging')).toEqual(created);
    const release = await publishBuild(registry, 'mf-content', 'a');
    await registry.promote('mf-content', release.version, 'staging');
    await expect(registry.createEnvironment('staging', SHELL)).rejects.toThrow('already exists');
    expect((await registry.readEnvironment('staging')).remotes['mf-content']?.version).toBe(
      release.version,
    );
  });
});

describe('environment files under concurrent writers', () => {
  it('keeps every promotion when several run at once, from separate registry handles', async () => {
    const first = createRegistry(registryDir);
    const second = createRegistry(registryDir);
    await first.createEnvironment('local', SHELL);
    const releases = await Promise.all(REMOTES.map((name) => publishBuild(first, name, 'a')));

    await Promise.all(
      releases.map((release, index) =>
        (index % 2 ? first : second).promote(release.name, release.version, 'local'),
      ),
    );

    const { remotes } = await first.readEnvironment('local');
    for (const release of releases) expect(remotes[release.name]?.version).toBe(release.version);
    expect(existsSync(lockFile())).toBe(false);
  });

  it('keeps every step of a remote history when promotions of one remote race', async () => {
    const registry = createRegistry(registryDir);
    await registry.createEnvironment('local', SHELL);
    const releases = [];
    for (const label of ['a', 'b', 'c', 'd']) {
      releases.push(await publishBuild(registry, 'mf-content', label));
    }

    await Promise.all(
      releases.map((release) => registry.promote('mf-content', release.version, 'local')),
    );

    const entry = (await registry.readEnvironment('local')).remotes['mf-content'];
    const seen = [...(entry?.history ?? []), entry?.version];
    expect(seen.sort()).toEqual(releases.map((release) => release.version).sort());
  });

  it('gives up on a live lock after its timeout, changing nothing', async () => {
    const registry = createRegistry(registryDir, { staleMs: 60_000, timeoutMs: 50, retryMs: 5 });
    await registry.createEnvironment('local', SHELL);
    const release = await publishBuild(registry, 'mf-content', 'a');
    await writeFile(lockFile(), '12345\n');

    await expect(registry.promote('mf-content', release.version, 'local')).rejects.toThrow(
      'is held by another release command',
    );
    expect((await registry.readEnvironment('local')).remotes['mf-content']).toBeUndefined();
    expect(existsSync(lockFile())).toBe(true);
  });

  it('takes over a lock left by a writer that died', async () => {
    const registry = createRegistry(registryDir, { staleMs: 1_000, timeoutMs: 50, retryMs: 5 });
    await registry.createEnvironment('local', SHELL);
    const release = await publishBuild(registry, 'mf-content', 'a');
    await writeFile(lockFile(), '12345\n');
    const longAgo = new Date(Date.now() - 60_000);
    await utimes(lockFile(), longAgo, longAgo);

    await registry.promote('mf-content', release.version, 'local');

    expect((await registry.readEnvironment('local')).remotes['mf-content']?.version).toBe(
      release.version,
    );
    // Besides the environment, only its history: no lock and no stale copy of one is left behind.
    expect(await readdir(join(registryDir, 'environments'))).toEqual([
      'local.history.jsonl',
      'local.json',
    ]);
  });
});
