import { mkdtemp, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findRepoRoot } from '../paths';
import { createRegistry, RegistryError, type Registry } from '../registry';
import { runRelease } from '../release-cli';
import { shellContractsVersion } from '../workspace';

const repoRoot = findRepoRoot();
let root: string;
let registry: Registry;
let logged: string[];

const release = (...argv: string[]) =>
  runRelease(argv, { registry, repoRoot, log: (line) => logged.push(line) });

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

async function publishContent() {
  const dist = join(root, 'dist');
  await mkdir(dist, { recursive: true });
  await writeFile(join(dist, 'mf-manifest.json'), '{}');
  return registry.publish('mf-content', dist, '0.1.0', `^${shellContractsVersion(repoRoot)}`);
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
      `Created environment staging (shell contracts ${shellContractsVersion(repoRoot)})`,
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
      `Environment local (shell contracts ${shellContractsVersion(repoRoot)})`,
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
    'create-env ../../etc',
  ])('refuses `%s` and writes nothing', async (command) => {
    await expect(release(...command.split(' '))).rejects.toBeInstanceOf(RegistryError);
    expect(await readdir(root)).toEqual([]);
  });
});
