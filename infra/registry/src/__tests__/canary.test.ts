import { readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createRegistry, RegistryError } from '../registry';
import { scratchRegistry, type ScratchRegistry } from './registry-fixture';

let scratch: ScratchRegistry;
let stable: string;
let next: string;

const entry = async () => (await scratch.registry.readEnvironment('local')).remotes['mf-content'];
const environmentFile = () => join(scratch.root, 'registry', 'environments', 'local.json');
const servedVersion = async (bucket?: number) =>
  (await scratch.registry.runtimeConfig('local', { bucket })).remotes['mf-content']?.version;

beforeEach(async () => {
  scratch = await scratchRegistry();
  stable = await scratch.publish('mf-content', 'stable');
  next = await scratch.publish('mf-content', 'next');
  await scratch.registry.promote('mf-content', stable, 'local');
});
afterEach(() => rm(scratch.root, { recursive: true, force: true }));

describe('canary promotion', () => {
  it('serves a canary beside the unchanged stable version, and lists it', async () => {
    const before = Date.now();
    await scratch.registry.promote('mf-content', next, 'local', { canaryShare: 10 });

    const promoted = await entry();
    expect(promoted).toEqual({
      version: stable,
      history: [],
      canary: { version: next, share: 10, since: expect.any(String) },
    });
    expect(Date.parse(promoted?.canary?.since ?? '')).toBeGreaterThanOrEqual(before - 1);
    expect(await scratch.registry.canaries('local')).toEqual([
      { remote: 'mf-content', stable, canary: next, share: 10, since: promoted?.canary?.since },
    ]);
  });

  it.each([0, -5, 101, 10.5, Number.NaN])(
    'refuses the share %p and changes nothing',
    async (share) => {
      const before = await readFile(environmentFile(), 'utf8');
      await expect(
        scratch.registry.promote('mf-content', next, 'local', { canaryShare: share }),
      ).rejects.toThrow(/whole percentage of sessions from 1 to 99/);
      expect(await readFile(environmentFile(), 'utf8')).toBe(before);
    },
  );

  it('makes the version stable with a share of 100, ending the canary', async () => {
    const third = await scratch.publish('mf-content', 'third');
    await scratch.registry.promote('mf-content', next, 'local', { canaryShare: 10 });
    await scratch.registry.promote('mf-content', third, 'local', { canaryShare: 100 });
    expect(await entry()).toEqual({ version: third, history: [stable] });
  });

  it('ends the canary when the stable version is promoted again', async () => {
    await scratch.registry.promote('mf-content', next, 'local', { canaryShare: 10 });
    await scratch.registry.promote('mf-content', stable, 'local');
    expect(await entry()).toEqual({ version: stable, history: [] });
  });

  it('refuses a canary for a remote with no stable version yet', async () => {
    const product = await scratch.publish('mf-product', 'a');
    const promotion = scratch.registry.promote('mf-product', product, 'local', { canaryShare: 10 });
    await expect(promotion).rejects.toBeInstanceOf(RegistryError);
    await expect(promotion).rejects.toThrow('mf-product has no stable version in local yet');
    expect((await scratch.registry.readEnvironment('local')).remotes['mf-product']).toBeUndefined();
  });

  it('refuses a canary of the stable version itself', async () => {
    await expect(
      scratch.registry.promote('mf-content', stable, 'local', { canaryShare: 10 }),
    ).rejects.toThrow(`mf-content@${stable} is already the stable version in local`);
    expect((await entry())?.canary).toBeUndefined();
  });

  it('refuses a canary built against contracts the shell cannot satisfy', async () => {
    const future = await scratch.publish('mf-content', 'future', { contracts: '^2.0.0' });
    await expect(
      scratch.registry.promote('mf-content', future, 'local', { canaryShare: 10 }),
    ).rejects.toThrow(
      /built against @specify\/contracts \^2\.0\.0, but the shell in local provides/,
    );
    expect((await entry())?.canary).toBeUndefined();
  });

  it('replaces an older canary with a new one, restarting its time; a share change keeps it', async () => {
    const third = await scratch.publish('mf-content', 'third');
    await scratch.registry.promote('mf-content', next, 'local', { canaryShare: 10 });
    const longAgo = '2020-01-01T00:00:00.000Z';
    const file = JSON.parse(await readFile(environmentFile(), 'utf8'));
    file.remotes['mf-content'].canary.since = longAgo;
    await writeFile(environmentFile(), JSON.stringify(file));

    await scratch.registry.promote('mf-content', next, 'local', { canaryShare: 30 });
    expect((await entry())?.canary).toEqual({ version: next, share: 30, since: longAgo });

    const before = Date.now();
    await scratch.registry.promote('mf-content', third, 'local', { canaryShare: 5 });
    const replaced = await entry();
    expect(replaced).toMatchObject({ version: stable, canary: { version: third, share: 5 } });
    expect(Date.parse(replaced?.canary?.since ?? '')).toBeGreaterThanOrEqual(before - 1);
  });
});

describe('serving a canary by session bucket', () => {
  it('gives the canary to buckets below the share and the stable version to the rest', async () => {
    await scratch.registry.promote('mf-content', next, 'local', { canaryShare: 10 });
    const buckets = Array.from({ length: 100 }, (_, bucket) => bucket);
    const served = await Promise.all(buckets.map((bucket) => servedVersion(bucket)));
    expect(buckets.filter((bucket) => served[bucket] === next)).toEqual(buckets.slice(0, 10));
    expect(served.filter((version) => version === stable)).toHaveLength(90);

    const config = await scratch.registry.runtimeConfig('local', { bucket: 3 });
    expect(config.remotes['mf-content']).toEqual({
      version: next,
      manifest: `/remotes/mf-content/${next}/mf-manifest.json`,
      contracts: '^0.1.0',
      ui: '^0.1.0',
    });
  });

  it('keeps a session on its version: the same bucket always gets the same one, and a wider share keeps its canary sessions', async () => {
    await scratch.registry.promote('mf-content', next, 'local', { canaryShare: 10 });
    expect([await servedVersion(9), await servedVersion(9)]).toEqual([next, next]);
    expect([await servedVersion(10), await servedVersion(10)]).toEqual([stable, stable]);

    await scratch.registry.promote('mf-content', next, 'local', { canaryShare: 50 });
    expect(await servedVersion(9)).toBe(next);
    expect(await servedVersion(10)).toBe(next);
    expect(await servedVersion(50)).toBe(stable);
  });

  it('serves the stable version to a request without a bucket', async () => {
    await scratch.registry.promote('mf-content', next, 'local', { canaryShare: 99 });
    expect(await servedVersion()).toBe(stable);
  });

  it.each([-1, 100, 2.5])('refuses the bucket %p', async (bucket) => {
    await expect(scratch.registry.runtimeConfig('local', { bucket })).rejects.toThrow(
      'A session bucket is a whole number from 0 to 99',
    );
  });

  it('sees a change made by another registry handle on the next call', async () => {
    const cli = createRegistry(scratch.registry.root);
    expect(await servedVersion(0)).toBe(stable);
    await cli.promote('mf-content', next, 'local', { canaryShare: 10 });
    expect(await servedVersion(0)).toBe(next);
  });

  it('reads each release file once: releases never change', async () => {
    await scratch.registry.promote('mf-content', next, 'local', { canaryShare: 10 });
    await servedVersion(0);
    await servedVersion(50);
    const releases = join(scratch.root, 'registry', 'releases', 'mf-content');
    await unlink(join(releases, `${stable}.json`));
    await unlink(join(releases, `${next}.json`));
    expect([await servedVersion(0), await servedVersion(50)]).toEqual([next, stable]);
  });
});

describe('finishing and rolling back a canary', () => {
  it('finish makes the canary stable for everyone, the old stable the previous version', async () => {
    await scratch.registry.promote('mf-content', next, 'local', { canaryShare: 10 });
    await scratch.registry.finishCanary('mf-content', 'local');
    expect(await entry()).toEqual({ version: next, history: [stable] });
    expect(await servedVersion(50)).toBe(next);

    await scratch.registry.rollback('mf-content', 'local');
    expect(await entry()).toEqual({ version: stable, history: [] });
  });

  it('refuses to finish when there is no canary', async () => {
    await expect(scratch.registry.finishCanary('mf-content', 'local')).rejects.toThrow(
      'mf-content has no canary in local to finish',
    );
  });

  it('rollback with a canary drops it: everyone back on the unchanged stable version', async () => {
    const third = await scratch.publish('mf-content', 'third');
    await scratch.registry.promote('mf-content', next, 'local');
    await scratch.registry.promote('mf-content', third, 'local', { canaryShare: 20 });
    await scratch.registry.rollback('mf-content', 'local', { reason: 'checkout broke' });
    expect(await entry()).toEqual({ version: next, history: [stable] });
    expect(await servedVersion(0)).toBe(next);
    expect(await scratch.registry.canaries('local')).toEqual([]);
  });

  it('rollback without a canary returns to the previous stable version', async () => {
    await scratch.registry.promote('mf-content', next, 'local');
    await scratch.registry.rollback('mf-content', 'local');
    expect(await entry()).toEqual({ version: stable, history: [] });
  });

  it('rollbackCanary drops the canary once when two platforms decide at the same time', async () => {
    await scratch.registry.promote('mf-content', next, 'local', { canaryShare: 10 });
    const other = createRegistry(scratch.registry.root);
    const options = { actor: 'auto', reason: 'failure rate above the stable version' };

    const results = await Promise.all([
      scratch.registry.rollbackCanary('mf-content', 'local', next, options),
      other.rollbackCanary('mf-content', 'local', next, options),
    ]);

    expect(results.sort()).toEqual([false, true]);
    expect(await entry()).toEqual({ version: stable, history: [] });
    const history = await scratch.registry.history('local', 'mf-content');
    expect(history.filter((line) => line.action === 'canary-rollback')).toHaveLength(1);
  });

  it('rollbackCanary leaves a newer canary alone', async () => {
    const third = await scratch.publish('mf-content', 'third');
    await scratch.registry.promote('mf-content', next, 'local', { canaryShare: 10 });
    await scratch.registry.promote('mf-content', third, 'local', { canaryShare: 10 });
    expect(
      await scratch.registry.rollbackCanary('mf-content', 'local', next, {
        actor: 'auto',
        reason: 'too many failures',
      }),
    ).toBe(false);
    expect((await entry())?.canary?.version).toBe(third);
  });
});

describe('environment files written before canaries', () => {
  it('still parse, serve and take a canary', async () => {
    await writeFile(
      environmentFile(),
      JSON.stringify({
        environment: 'local',
        shellContracts: '0.1.0',
        loadTimeoutMs: 4000,
        remotes: { 'mf-content': { version: stable, history: [] } },
      }),
    );
    expect(await entry()).toEqual({ version: stable, history: [] });
    expect(await servedVersion(0)).toBe(stable);
    expect(await scratch.registry.canaries('local')).toEqual([]);
    await scratch.registry.promote('mf-content', next, 'local', { canaryShare: 10 });
    expect(await servedVersion(0)).toBe(next);
  });
});
