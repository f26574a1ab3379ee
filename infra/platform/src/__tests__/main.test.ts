import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRegistry } from '@specify/registry';
import { EnvError } from '../config/env';
import { prepareEnvironment } from '../main';
import { launchPlatformProcess } from '../testing/platform-process';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'specify-registry-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const environmentFile = (environment: string) => join(root, 'environments', `${environment}.json`);

describe('the environment a start serves', () => {
  it('creates the local environment that npm start serves', async () => {
    await prepareEnvironment(createRegistry(root), 'local', { contracts: '0.2.0', ui: '0.1.0' });
    expect(JSON.parse(await readFile(environmentFile('local'), 'utf8'))).toMatchObject({
      environment: 'local',
      shellContracts: '0.2.0',
      remotes: {},
    });
  });

  it('records the shell it serves in an environment made by create-env', async () => {
    const registry = createRegistry(root);
    await registry.createEnvironment('staging', { contracts: '0.1.0', ui: '0.1.0' });
    await prepareEnvironment(registry, 'staging', { contracts: '0.2.0', ui: '0.1.1' });
    expect(await registry.readEnvironment('staging')).toMatchObject({
      shellContracts: '0.2.0',
      shellUi: '0.1.1',
      remotes: {},
    });
  });

  it('warns of each promoted remote the shell it now serves cannot run, and keeps serving', async () => {
    const registry = createRegistry(root);
    await registry.createEnvironment('staging', { contracts: '0.2.0', ui: '0.1.0' });
    const dist = join(root, 'dist');
    await mkdir(dist);
    await writeFile(join(dist, 'mf-manifest.json'), '{}');
    const release = await registry.publish('mf-content', dist, '0.1.0', {
      contracts: '^0.2.0',
      ui: '^0.1.0',
    });
    await registry.promote('mf-content', release.version, 'staging');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const unrunnable = await prepareEnvironment(registry, 'staging', {
        contracts: '0.2.0',
        ui: '0.2.0',
      });
      expect(unrunnable).toEqual([
        expect.objectContaining({ remote: 'mf-content', role: 'stable' }),
      ]);
      expect(warn).toHaveBeenCalledWith(
        `mf-content@${release.version} (stable) cannot run on this shell: it was built against @specify/ui ^0.1.0, but the shell in staging provides 0.2.0. Its region shows its fallback until a version built against this shell is promoted.`,
      );
    } finally {
      warn.mockRestore();
    }
  });

  it('refuses an environment nobody created, naming it and how to create it, and creates nothing', async () => {
    const refused = prepareEnvironment(createRegistry(root), 'stagign', {
      contracts: '0.2.0',
      ui: '0.1.0',
    });
    await expect(refused).rejects.toBeInstanceOf(EnvError);
    await expect(refused).rejects.toThrow(
      /SPECIFY_ENV: Environment "stagign" does not exist.*npm run release -- create-env stagign/,
    );
    expect(existsSync(environmentFile('stagign'))).toBe(false);
  });

  it('a platform process started with a mistyped SPECIFY_ENV exits saying so, before opening anything', async () => {
    const platform = await launchPlatformProcess({
      env: {
        NODE_ENV: 'test',
        SPECIFY_ENV: 'prodution',
        SPECIFY_REGISTRY_DIR: root,
        // Nothing listens there: a start that went on would fail fast, touching no real database.
        DATABASE_URL: 'postgres://127.0.0.1:1/none',
      },
      startTimeoutMs: 60_000,
    });
    try {
      await expect(platform.ready).rejects.toThrow(
        /exited with 1 before answering:\nThe environment is not valid:\n {2}- SPECIFY_ENV: Environment "prodution" does not exist/,
      );
      expect(existsSync(environmentFile('prodution'))).toBe(false);
    } finally {
      await platform.stop();
    }
  }, 70_000);
});
