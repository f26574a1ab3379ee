import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { createFederatedConfig } from '../webpack.cjs';
import { FontPreloadPlugin } from '../font-preload-plugin.cjs';
import { runWebpack } from '../testing/run-webpack';

const repoRoot = join(__dirname, '..', '..', '..');
const fontsCss = join(repoRoot, 'shared-ui', 'src', 'styles', 'fonts.css');

function configOf(kind: 'host' | 'remote', env: Record<string, boolean> = {}) {
  const dir = join(repoRoot, kind === 'host' ? 'shell' : 'mf-catalogue');
  return createFederatedConfig({ dir, kind })(env, { mode: 'production' }) as Configuration;
}

function hasPreloadPlugin(config: Configuration) {
  return (config.plugins ?? []).some((plugin) => plugin instanceof FontPreloadPlugin);
}

/** @specify/ui's fonts.css built with the front ends' rules, into a page from their template. */
async function buildPage() {
  const dir = await mkdtemp(join(tmpdir(), 'font-preload-'));
  await writeFile(join(dir, 'entry.js'), `import ${JSON.stringify(fontsCss)};\n`);
  const host = configOf('host');
  await runWebpack({
    mode: 'production',
    context: dir,
    entry: { main: './entry.js' },
    output: { path: join(dir, 'dist'), publicPath: '/', filename: '[name].js' },
    resolve: host.resolve,
    module: host.module,
    optimization: { minimize: false },
    plugins: [
      new MiniCssExtractPlugin({ filename: '[name].css' }),
      new HtmlWebpackPlugin({ template: join(repoRoot, 'tooling', 'build', 'index.html') }),
      new FontPreloadPlugin(),
    ],
  });
  const dist = join(dir, 'dist');
  return {
    dist,
    html: readFileSync(join(dist, 'index.html'), 'utf8'),
    css: readFileSync(join(dist, 'main.css'), 'utf8'),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

describe('the brand face', () => {
  it('is preloaded by the pages the shell and every standalone harness write', () => {
    expect(hasPreloadPlugin(configOf('host'))).toBe(true);
    expect(hasPreloadPlugin(configOf('remote', { standalone: true }))).toBe(true);
  });

  it('ships its Latin file alone, hashed, and preloads the very file the style sheet names', async () => {
    const page = await buildPage();
    try {
      const fonts = readdirSync(join(page.dist, 'fonts'));
      expect(fonts).toEqual([
        expect.stringMatching(/^figtree-latin-wght-normal\.[0-9a-f]{8}\.woff2$/),
      ]);
      const href = `/fonts/${fonts[0]}`;
      expect(page.css).toContain(`url(${href})`);
      const preload = /<link [^>]*rel="preload"[^>]*>/.exec(page.html)?.[0];
      expect(preload).toContain(`href="${href}"`);
      expect(preload).toContain('as="font"');
      expect(preload).toContain('type="font/woff2"');
      expect(preload).toMatch(/ crossorigin[ =>]/);
      // Before the style sheet, so the font's request does not wait for it.
      expect(page.html.indexOf(preload ?? '')).toBeLessThan(page.html.indexOf('main.css'));
    } finally {
      await page.remove();
    }
  });

  it('is optional over a fallback with its metrics: a late file is never swapped in', () => {
    const css = readFileSync(fontsCss, 'utf8');
    expect(css).toMatch(/font-family: 'Figtree Variable';[^}]*font-display: optional;/);
    const fallback = /@font-face\s*{\s*font-family: 'Figtree Fallback';([^}]*)}/.exec(css)?.[1];
    for (const descriptor of [
      'size-adjust',
      'ascent-override',
      'descent-override',
      'line-gap-override',
    ]) {
      expect(fallback).toMatch(new RegExp(`${descriptor}: [0-9.]+%;`));
    }
  });
});
