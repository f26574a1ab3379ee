import { mkdtemp, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { findRepoRoot } from '../paths';
import { createRegistry, RegistryError, type Registry } from '../registry';
import { releaseActor, runRelease } from '../release-cli';
import { shellPackages } from '../workspace';

const repoRoot = findRepoRoot();
const shell = shellPackages(repoRoot);
let root: string;
let registry: Registry;
let logged: string[];

const release = (...argv: string[]) =>
  runRelease(argv, { registry, repoRoot, log: (line) => logged.push(line), actor: 'tester' });

/** Every file and folder under a directory with its inode and modification time. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true });
  const result: Record<string, string> = {};
  for (const entry of entries) {
    const info = await stat(join(dir, entry));
    result[entry] = `${info.ino}:${info.mtimeMs}`;
  }
  return result;
}

async function publishContent(label = '') {
  const dist = join(root, `dist${label}`);
  await mkdir(dist, { recursive: true });
  await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify({ label }));
  return registry.publish(
    'mf-content',
    dist,
    '0.1.0',
    { contracts: `^${shell.contracts}`, ui: `^${shell.ui}` },
    {
      actor: 'publisher',
    },
  );
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'release-cli-'));
  registry = createRegistry(join(root, 'registry'));
  logged = [];
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('npm run release', () => {
  it('create-env makes an environment running this checkout shell, once', async () => {
    await release('create-env', 'staging');
    expect(logged).toEqual([
      `Created environment staging (shell contracts ${shell.contracts}, ui ${shell.ui})`,
    ]);
    expect((await registry.readEnvironment('staging')).remotes).toEqual({});
    await expect(release('create-env', 'staging')).rejects.toThrow('already exists');
  });

  it('status writes nothing', async () => {
    await release('create-env', 'local');
    const published = await publishContent();
    await release('promote', `mf-content@${published.version}`, '--env', 'local');
    const before = await snapshot(join(root, 'registry'));

    logged = [];
    await release('status', '--env', 'local');
    await release('status');

    expect(logged[0]).toBe(
      `Environment local (shell contracts ${shell.contracts}, ui ${shell.ui})`,
    );
    expect(logged[1]).toBe(`  mf-content           ${published.version}`);
    expect(await snapshot(join(root, 'registry'))).toEqual(before);
  });

  it('status of an unknown environment is refused and creates nothing', async () => {
    await expect(release('status', '--env', 'staging')).rejects.toThrow(
      'Environment "staging" does not exist',
    );
    expect(await readdir(root)).toEqual([]);
  });

  it('promote and rollback to a mistyped environment are refused and create nothing', async () => {
    await release('create-env', 'staging');
    const published = await publishContent();
    const before = await snapshot(join(root, 'registry'));

    await expect(
      release('promote', `mf-content@${published.version}`, '--env', 'stagign'),
    ).rejects.toThrow('Environment "stagign" does not exist');
    await expect(release('rollback', 'mf-content', '--env', 'stagign')).rejects.toThrow(
      'Environment "stagign" does not exist',
    );
    await expect(release('promote', `mf-content@${published.version}`)).rejects.toThrow(
      'Environment "local" does not exist',
    );
    expect(await snapshot(join(root, 'registry'))).toEqual(before);
  });

  it.each([
    'publish ../../etc --no-build',
    'promote ../../etc@0.1.0',
    'promote mf-content@../../etc',
    'promote mf-content@0.1.0 --env ../../etc',
    'rollback ../../etc',
    'rollback mf-content --env ../../etc',
    'status --env ../../etc',
    'history ../../etc',
    'history mf-content --env ../../etc',
    'promote ../../etc --finish',
    'create-env ../../etc',
  ])('refuses `%s` and writes nothing', async (command) => {
    await expect(release(...command.split(' '))).rejects.toBeInstanceOf(RegistryError);
    expect(await readdir(root)).toEqual([]);
  });
});

describe('canary releases from the command line', () => {
  let stable: string;
  let next: string;

  beforeEach(async () => {
    // A fixed clock, so that times in the output can be written out (file locks use real timers).
    jest.useFakeTimers({
      doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'nextTick', 'queueMicrotask'],
    });
    jest.setSystemTime(new Date('2030-01-01T10:00:00.000Z'));
    await release('create-env', 'local');
    stable = (await publishContent('stable')).version;
    next = (await publishContent('next')).version;
    await release('promote', `mf-content@${stable}`);
    logged = [];
  });
  afterEach(() => jest.useRealTimers());

  it('promote --canary serves the version to that share, and status shows it beside the stable one', async () => {
    jest.setSystemTime(new Date('2030-01-01T10:05:00.000Z'));
    await release('promote', `mf-content@${next}`, '--env', 'local', '--canary', '10');
    await release('status');
    expect(logged).toEqual([
      `local now serves mf-content@${next} to 10% of sessions, ${stable} to the rest`,
      `Environment local (shell contracts ${shell.contracts}, ui ${shell.ui})`,
      `  mf-content           ${stable}  canary ${next} for 10% since 2030-01-01T10:05:00.000Z`,
    ]);
  });

  it('status names the versions a shell released since cannot run, and what to do', async () => {
    await registry.ensureEnvironment('local', { ...shell, ui: '9.0.0' });
    await release('status');
    expect(logged).toEqual([
      `Environment local (shell contracts ${shell.contracts}, ui 9.0.0)`,
      `  mf-content           ${stable}`,
      `  mf-content@${stable} (stable) cannot run on this shell: it was built against @specify/ui ^${shell.ui}, but the shell in local provides 9.0.0. Its region shows its fallback until a version built against this shell is promoted.`,
    ]);
  });

  it('promote --canary 100 makes the version stable, and status shows the previous one', async () => {
    await release('promote', `mf-content@${next}`, '--canary', '10');
    await release('promote', `mf-content@${next}`, '--canary', '100');
    await release('status');
    expect(logged.slice(1)).toEqual([
      `local now runs mf-content@${next}`,
      `Environment local (shell contracts ${shell.contracts}, ui ${shell.ui})`,
      `  mf-content           ${next}  (previous ${stable})`,
    ]);
  });

  it.each(['0', '101', 'ten', '10.5', '-5', ''])(
    'refuses --canary %j and changes nothing',
    async (share) => {
      const before = await snapshot(join(root, 'registry'));
      await expect(
        release('promote', `mf-content@${next}`, '--canary', share),
      ).rejects.toBeInstanceOf(RegistryError);
      expect(await snapshot(join(root, 'registry'))).toEqual(before);
    },
  );

  it('promote --finish makes the canary stable for everyone', async () => {
    await release('promote', `mf-content@${next}`, '--canary', '10');
    await release('promote', 'mf-content', '--finish', '--env', 'local');
    expect(logged[1]).toBe(`local now runs mf-content@${next} for everyone`);
    expect((await registry.readEnvironment('local')).remotes['mf-content']).toEqual({
      version: next,
      history: [stable],
    });
  });

  it.each([
    ['a version', (version: string) => [`mf-content@${version}`, '--finish']],
    ['--canary', () => ['mf-content', '--finish', '--canary', '10']],
  ])('refuses promote --finish with %s', async (_case, args) => {
    await release('promote', `mf-content@${next}`, '--canary', '10');
    await expect(release('promote', ...args(next))).rejects.toThrow(
      'promote --finish takes the remote alone',
    );
    expect((await registry.readEnvironment('local')).remotes['mf-content']?.version).toBe(stable);
  });

  it('rollback drops the canary and records the reason; history prints every change', async () => {
    jest.setSystemTime(new Date('2030-01-01T10:05:00.000Z'));
    await release('promote', `mf-content@${next}`, '--canary', '10');
    jest.setSystemTime(new Date('2030-01-01T10:09:00.000Z'));
    await release('rollback', 'mf-content', '--reason', 'checkout button missing');
    logged = [];

    await release('history', 'mf-content', '--env', 'local');

    expect(logged).toEqual([
      `2030-01-01T10:00:00.000Z  publisher   publish          mf-content  ${stable}`,
      `2030-01-01T10:00:00.000Z  publisher   publish          mf-content  ${next}`,
      `2030-01-01T10:00:00.000Z  tester      promote          mf-content  ${stable}`,
      `2030-01-01T10:05:00.000Z  tester      canary           mf-content  ${stable} -> ${next}  at 10%`,
      `2030-01-01T10:09:00.000Z  tester      canary-rollback  mf-content  ${next} -> ${stable}  at 10%  reason: checkout button missing`,
    ]);
  });

  it('rollback without a canary returns to the previous version', async () => {
    await release('promote', `mf-content@${next}`);
    await release('rollback', 'mf-content');
    expect(logged[1]).toBe(`local rolled back to mf-content@${stable}`);
  });

  it('history says so when there is none, and refuses an unknown environment', async () => {
    await release('create-env', 'staging');
    logged = [];
    await release('history', '--env', 'staging');
    expect(logged.filter((line) => !line.includes('publish'))).toEqual([]);
    await release('history', 'mf-product', '--env', 'staging');
    expect(logged.at(-1)).toBe('No history for mf-product in staging yet.');
    await expect(release('history', '--env', 'stagign')).rejects.toThrow(
      'Environment "stagign" does not exist',
    );
  });
});

describe('the actor recorded in the history', () => {
  it('is RELEASE_ACTOR when set, else the user running the command', () => {
    expect(releaseActor({ RELEASE_ACTOR: 'ci-deploy' })).toBe('ci-deploy');
    expect(releaseActor({ RELEASE_ACTOR: '  ' })).toBe(userInfo().username);
    expect(releaseActor({})).toBe(userInfo().username);
  });
});
