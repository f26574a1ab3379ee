import { rm } from 'node:fs/promises';
import type { RemoteOverride } from '@specify/contracts';
import { scratchRegistry, type ScratchRegistry } from './registry-fixture';

let scratch: ScratchRegistry;
let stable: string;
let next: string;

beforeEach(async () => {
  scratch = await scratchRegistry();
  stable = await scratch.publish('mf-content', 'stable');
  next = await scratch.publish('mf-content', 'next');
  await scratch.registry.promote('mf-content', stable, 'local');
});
afterEach(() => rm(scratch.root, { recursive: true, force: true }));

describe('QA overrides', () => {
  it('accepts published versions the shell can run, and serves them to that session only', async () => {
    const product = await scratch.publish('mf-product', 'a');
    const overrides: RemoteOverride[] = [
      { remote: 'mf-content', version: next },
      { remote: 'mf-product', version: product },
    ];
    expect(await scratch.registry.checkOverrides('local', overrides)).toEqual({ ok: true });

    const config = await scratch.registry.runtimeConfig('local', { overrides });
    expect(config.remotes['mf-content']).toEqual({
      version: next,
      manifest: `/remotes/mf-content/${next}/mf-manifest.json`,
      contracts: '^0.1.0',
      ui: '^0.1.0',
    });
    expect(config.remotes['mf-product']?.version).toBe(product);
    expect(config.overrides).toEqual(overrides);

    const everyoneElse = await scratch.registry.runtimeConfig('local');
    expect(everyoneElse.remotes['mf-content']?.version).toBe(stable);
    expect(everyoneElse.remotes['mf-product']).toBeUndefined();
    expect(everyoneElse.overrides).toBeUndefined();
  });

  it('wins over a canary for its remote, whatever the bucket', async () => {
    const third = await scratch.publish('mf-content', 'third');
    await scratch.registry.promote('mf-content', next, 'local', { canaryShare: 50 });
    const overrides: RemoteOverride[] = [{ remote: 'mf-content', version: third }];
    for (const bucket of [0, 99]) {
      const config = await scratch.registry.runtimeConfig('local', { bucket, overrides });
      expect(config.remotes['mf-content']?.version).toBe(third);
    }
  });

  it('refuses a version that was never published, naming it', async () => {
    const result = await scratch.registry.checkOverrides('local', [
      { remote: 'mf-content', version: next },
      { remote: 'mf-product', version: '0.1.0-0000000000' },
    ]);
    expect(result).toEqual({
      ok: false,
      message: 'Refusing the override of mf-product: the version asked for is not published.',
    });
  });

  it('refuses a version built against contracts the shell cannot satisfy, saying why', async () => {
    const future = await scratch.publish('mf-content', 'future', { contracts: '^2.0.0' });
    expect(
      await scratch.registry.checkOverrides('local', [{ remote: 'mf-content', version: future }]),
    ).toEqual({
      ok: false,
      message: `Refusing the override mf-content@${future}: it was built against @specify/contracts ^2.0.0, but the shell in local provides 0.1.0.`,
    });
  });

  it('refuses a version built against a @specify/ui the shell does not provide, saying why', async () => {
    const later = await scratch.publish('mf-content', 'later-ui', { ui: '^0.2.0' });
    expect(
      await scratch.registry.checkOverrides('local', [{ remote: 'mf-content', version: later }]),
    ).toEqual({
      ok: false,
      message: `Refusing the override mf-content@${later}: it was built against @specify/ui ^0.2.0, but the shell in local provides 0.1.0.`,
    });
  });

  it('refuses a list naming a remote twice or an unknown remote', async () => {
    const twice = [
      { remote: 'mf-content', version: next },
      { remote: 'mf-content', version: stable },
    ] as RemoteOverride[];
    const unknown = [{ remote: 'mf-nope', version: next }] as unknown as RemoteOverride[];
    for (const overrides of [twice, unknown]) {
      expect(await scratch.registry.checkOverrides('local', overrides)).toEqual({
        ok: false,
        message: 'Overrides name known remotes, each once, as mf-name@version.',
      });
    }
  });

  it('refuses to check overrides for an environment that does not exist', async () => {
    await expect(scratch.registry.checkOverrides('stagign', [])).rejects.toThrow(
      'Environment "stagign" does not exist',
    );
  });
});
