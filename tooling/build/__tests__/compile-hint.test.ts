import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import webpack, { type Configuration } from 'webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import { EAGER_COMPILE_HINT, createFederatedConfig } from '../webpack.cjs';
import { runWebpack } from '../testing/run-webpack';

const repoRoot = join(__dirname, '..', '..', '..');

function configOf(kind: 'host' | 'remote', mode: string) {
  const dir = join(repoRoot, kind === 'host' ? 'shell' : 'mf-content');
  return createFederatedConfig({ dir, kind })({}, { mode }) as Configuration;
}

const hintPlugins = (config: Configuration) =>
  (config.plugins ?? []).filter(
    (plugin) =>
      plugin instanceof webpack.BannerPlugin &&
      (plugin as unknown as { options: { banner: unknown } }).options.banner === EAGER_COMPILE_HINT,
  );

/** Builds main.js and chunk.js as the host's production build makes them, minified and mapped. */
async function buildLikeTheHost() {
  const host = configOf('host', 'production');
  const dir = await mkdtemp(join(tmpdir(), 'compile-hint-'));
  const words = Array.from({ length: 300 }, (_, index) => `"word ${index}"`).join(', ');
  await writeFile(
    join(dir, 'main.js'),
    `// The source's own comment.\nimport('./chunk.js');\nconsole.info([${words}]);\n`,
  );
  await writeFile(join(dir, 'chunk.js'), `console.info([${words}]);\n`);
  await runWebpack({
    mode: 'production',
    context: dir,
    entry: { main: './main.js' },
    devtool: 'source-map',
    output: { path: join(dir, 'dist'), filename: '[name].js', chunkFilename: 'chunk.js' },
    optimization: { minimizer: host.optimization?.minimizer },
    plugins: [
      ...hintPlugins(host),
      ...(host.plugins ?? []).filter((plugin) => plugin instanceof CompressionPlugin),
    ],
  });
  const dist = join(dir, 'dist');
  return { dist, remove: () => rm(dir, { recursive: true, force: true }) };
}

describe("the eager compile hint on the host's entry", () => {
  it('is added by production builds of the shell only', () => {
    expect(hintPlugins(configOf('host', 'production'))).toHaveLength(1);
    expect(hintPlugins(configOf('host', 'development'))).toHaveLength(0);
    expect(hintPlugins(configOf('remote', 'production'))).toHaveLength(0);
  });

  it('starts the minified entry and its compressed copy, other chunks left alone, maps still true', async () => {
    const fixture = await buildLikeTheHost();
    try {
      const main = readFileSync(join(fixture.dist, 'main.js'), 'utf8');
      expect(main.split('\n')[0]).toBe(EAGER_COMPILE_HINT);
      // Minified: the hint survives the minifier, which drops the source's own comments.
      expect(main).not.toContain("The source's own comment");
      expect(brotliDecompressSync(readFileSync(join(fixture.dist, 'main.js.br'))).toString()).toBe(
        main,
      );
      expect(readFileSync(join(fixture.dist, 'chunk.js'), 'utf8')).not.toContain(
        EAGER_COMPILE_HINT,
      );

      // The map's lines follow the file's: an empty first line (the hint's), then the code's.
      const { mappings } = JSON.parse(readFileSync(join(fixture.dist, 'main.js.map'), 'utf8'));
      const mapped = (mappings as string).split(';');
      expect(mapped).toHaveLength(
        main.replace(/\n\/\/# sourceMappingURL=.*\n?$/, '').split('\n').length,
      );
      expect(mapped[0]).toBe('');
      expect(mapped.slice(1).every((line) => line.length > 0)).toBe(true);
    } finally {
      await fixture.remove();
    }
  });
});
