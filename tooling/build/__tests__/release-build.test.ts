import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { createFederatedConfig, isFirstPaintOutput } from '../webpack.cjs';

const repoRoot = join(__dirname, '..', '..', '..');
const buildDir = join(__dirname, '..');
const contentDir = join(repoRoot, 'mf-content');

function contentConfigs(mode: string, env: Record<string, boolean> = {}) {
  const factory = createFederatedConfig({
    dir: contentDir,
    kind: 'remote',
    exposes: { './app': './src/app.tsx' },
    firstPaint: './src/first-paint/render-first-paint.tsx',
  });
  const configs = factory(env, { mode }) as Configuration | Configuration[];
  return Array.isArray(configs) ? configs : [configs];
}

type FileCache = Extract<Configuration['cache'], { type: 'filesystem' }>;

describe("a remote's production build (what a publish runs)", () => {
  it('runs the browser and first-paint compilations together, neither waiting for the other', () => {
    const configs = contentConfigs('production');
    expect(configs.map((config) => config.name)).toEqual(['browser', 'first-paint']);
    for (const config of configs) expect(config.dependencies).toBeUndefined();
  });

  it('keeps a filesystem cache per remote and compilation, under the remote and keyed by its config', () => {
    const caches = contentConfigs('production', { keepCache: true }).map(
      (config) => config.cache as FileCache,
    );
    expect(caches.map((cache) => cache.type)).toEqual(['filesystem', 'filesystem']);
    expect(caches.map((cache) => cache.name)).toEqual([
      'mf-content-production-browser',
      'mf-content-production-first-paint',
    ]);
    for (const cache of caches) {
      expect(cache.cacheDirectory).toBe(join(contentDir, 'node_modules', '.cache', 'webpack'));
      expect(cache.buildDependencies?.config).toEqual(
        expect.arrayContaining([
          join(buildDir, 'webpack.cjs'),
          join(contentDir, 'package.json'),
          join(contentDir, 'webpack.config.cjs'),
        ]),
      );
    }
  });

  it.each([
    ['production builds not made by a release (CI, npm run build)', 'production', {}],
    ['development watch builds', 'development', {}],
    ['standalone harnesses', 'development', { standalone: true }],
    ['production standalone harnesses', 'production', { standalone: true, keepCache: true }],
  ])('keeps no cache on disk for %s', (_, mode, env) => {
    for (const config of contentConfigs(mode, env)) expect(config.cache).toBeUndefined();
  });

  it("splits dist between the compilations: each cleans its own stale files, keeps the other's", async () => {
    const [browser, firstPaint] = contentConfigs('production');
    const dir = await mkdtemp(join(tmpdir(), 'release-build-'));
    try {
      await writeFile(join(dir, 'index.js'), 'console.info("built");\n');
      const dist = join(dir, 'dist');
      await mkdir(join(dist, 'server'), { recursive: true });
      for (const stale of ['old.js', 'old.js.br', 'server/old.cjs', 'first-paint.css'])
        await writeFile(join(dist, stale), 'stale');
      const compilation = (name: string, filename: string, clean: unknown) =>
        ({
          name,
          mode: 'production',
          context: dir,
          entry: { main: './index.js' },
          output: { path: dist, filename, clean },
          optimization: { minimize: false },
        }) as Configuration;
      const compiler = webpack([
        compilation('browser', 'main.js', browser?.output?.clean),
        compilation('first-paint', 'server/first-paint.cjs', firstPaint?.output?.clean),
      ]);
      await new Promise<void>((resolve, reject) =>
        compiler.run((error, stats) =>
          error || stats?.hasErrors() ? reject(error ?? new Error(String(stats))) : resolve(),
        ),
      );
      await new Promise((resolve) => compiler.close(resolve));

      expect(readdirSync(dist).sort()).toEqual(['main.js', 'server']);
      expect(readdirSync(join(dist, 'server'))).toEqual(['first-paint.cjs']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('names as first-paint output only what the first-paint compilation writes', () => {
    for (const file of ['server', 'server/first-paint.cjs', 'server/391.cjs', 'first-paint.css'])
      expect(isFirstPaintOutput(file)).toBe(true);
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'fonts', '40.a854c30b.css'])
      expect(isFirstPaintOutput(file)).toBe(false);
  });
});

/**
 * In plain Node, as webpack-cli runs the config (jest compiles TypeScript itself, so the config's
 * tsx path is only taken outside it): build a fixture with the persistent cache three times.
 */
describe('the persistent cache, as a build runs it', () => {
  const script = `
    const webpack = require(${JSON.stringify(require.resolve('webpack'))});
    const { persistentCache } = require(${JSON.stringify(join(buildDir, 'webpack.cjs'))});
    const dir = process.argv[1];
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './index.js',
      output: { path: dir + '/dist', filename: 'main.js', clean: true },
      cache: persistentCache({ dir, name: 'fixture-production' }),
      infrastructureLogging: { level: 'warn', stream: process.stdout },
    });
    compiler.run((error, stats) => {
      if (error) throw error;
      const warnings = stats.compilation.warnings.map(String);
      compiler.close(() => console.log(JSON.stringify({ warnings })));
    });`;

  const build = (dir: string) => {
    const output = execFileSync(process.execPath, ['-e', script, dir], {
      cwd: buildDir,
      encoding: 'utf8',
      env: { ...process.env, JEST_WORKER_ID: '' },
    });
    return { output, main: readFileSync(join(dir, 'dist', 'main.js'), 'utf8') };
  };

  it('is written to the package, serves unchanged modules and rebuilds changed ones', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'release-cache-'));
    try {
      await writeFile(join(dir, 'package.json'), '{ "name": "fixture", "version": "1.0.0" }\n');
      await writeFile(join(dir, 'index.js'), 'console.info("first");\n');
      const first = build(dir);
      // webpack says "Caching failed" when it cannot follow the config's build dependencies.
      expect(first.output).not.toMatch(/cach/i);
      expect(first.main).toContain('first');
      const cacheDir = join(dir, 'node_modules', '.cache', 'webpack', 'fixture-production');
      expect(existsSync(join(cacheDir, 'index.pack'))).toBe(true);

      expect(build(dir).main).toBe(first.main);

      await writeFile(join(dir, 'index.js'), 'console.info("second");\n');
      const changed = build(dir);
      expect(changed.main).toContain('second');
      expect(changed.main).not.toContain('first');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
