import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import { createFederatedConfig } from '../webpack.cjs';
import { runWebpack } from '../testing/run-webpack';

const repoRoot = join(__dirname, '..', '..', '..');

function configOf(kind: 'host' | 'remote', mode: string, env: Record<string, boolean> = {}) {
  const dir = join(repoRoot, kind === 'host' ? 'shell' : 'mf-content');
  return createFederatedConfig({ dir, kind })(env, { mode }) as Configuration;
}

function compressionPlugins(config: Configuration): WebpackPluginInstance[] {
  return (config.plugins ?? []).filter((plugin) => plugin instanceof CompressionPlugin);
}

/** Builds a fixture with only the given plugins: one large module, one tiny one, their maps. */
async function buildFixture(plugins: WebpackPluginInstance[]) {
  const dir = await mkdtemp(join(tmpdir(), 'precompression-'));
  const words = Array.from({ length: 300 }, (_, index) => `"word ${index}"`).join(', ');
  await writeFile(join(dir, 'large.js'), `console.info([${words}]);\n`);
  await writeFile(join(dir, 'tiny.js'), 'console.info("tiny");\n');
  await runWebpack({
    mode: 'production',
    context: dir,
    entry: { large: './large.js', tiny: './tiny.js' },
    devtool: 'source-map',
    output: { path: join(dir, 'dist'), filename: '[name].js' },
    optimization: { minimize: false },
    plugins,
  });
  return { dist: join(dir, 'dist'), remove: () => rm(dir, { recursive: true, force: true }) };
}

describe('precompressed static files', () => {
  it.each([
    ['the shell', 'host'],
    ['a remote', 'remote'],
  ] as const)('are written by production builds of %s only', (_, kind) => {
    expect(compressionPlugins(configOf(kind, 'production'))).toHaveLength(2);
    expect(compressionPlugins(configOf(kind, 'development'))).toHaveLength(0);
  });

  it('are not written for a standalone harness, which the platform does not serve', () => {
    expect(compressionPlugins(configOf('remote', 'production', { standalone: true }))).toEqual([]);
  });

  it('are a brotli and a gzip copy of each text file above 1 KB, beside it, maps left alone', async () => {
    const fixture = await buildFixture(compressionPlugins(configOf('host', 'production')));
    try {
      const large = readFileSync(join(fixture.dist, 'large.js'));
      expect(large.length).toBeGreaterThan(1024);
      expect(brotliDecompressSync(readFileSync(join(fixture.dist, 'large.js.br')))).toEqual(large);
      expect(gunzipSync(readFileSync(join(fixture.dist, 'large.js.gz')))).toEqual(large);

      expect(readFileSync(join(fixture.dist, 'large.js.map')).length).toBeGreaterThan(1024);
      for (const skipped of ['large.js.map', 'tiny.js']) {
        expect(existsSync(join(fixture.dist, `${skipped}.br`))).toBe(false);
        expect(existsSync(join(fixture.dist, `${skipped}.gz`))).toBe(false);
      }
      expect(existsSync(join(fixture.dist, 'tiny.js'))).toBe(true);
    } finally {
      await fixture.remove();
    }
  });

  it('are at the strongest levels (build time): brotli quality 11 and gzip level 9', async () => {
    const fixture = await buildFixture(compressionPlugins(configOf('remote', 'production')));
    try {
      const large = readFileSync(join(fixture.dist, 'large.js'));
      const brotli11 = brotliCompressSync(large, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      });
      expect(readFileSync(join(fixture.dist, 'large.js.br'))).toEqual(brotli11);
      expect(readFileSync(join(fixture.dist, 'large.js.gz'))).toEqual(
        gzipSync(large, { level: 9 }),
      );
    } finally {
      await fixture.remove();
    }
  });
});
