import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
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
    await prepareEnvironment(createRegistry(root), 'local', '0.2.0');
    expect(JSON.parse(await readFile(environmentFile('local'), 'utf8'))).toMatchObject({
      environment: 'local',
      shellContracts: '0.2.0',
      remotes: {},
    });
  });

  it('records the shell it serves in an environment made by create-env', async () => {
    const registry = createRegistry(root);
    await registry.createEnvironment('staging', '0.1.0');
    await prepareEnvironment(registry, 'staging', '0.2.0');
    expect(await registry.readEnvironment('staging')).toMatchObject({
      shellContracts: '0.2.0',
      remotes: {},
    });
  });

  it('refuses an environment nobody created, naming it and how to create it, and creates nothing', async () => {
    const refused = prepareEnvironment(createRegistry(root), 'stagign', '0.2.0');
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
