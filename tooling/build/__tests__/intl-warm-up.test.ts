import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import type { Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { MARKET_DEFINITIONS } from '@specify/contracts';
import { createFederatedConfig } from '../webpack.cjs';
import { IntlWarmUpPlugin, intlWarmUpScript } from '../intl-warm-up-plugin.cjs';
import { BuildStatsPlugin } from '../build-stats-plugin.cjs';
import { runWebpack } from '../testing/run-webpack';

const repoRoot = join(__dirname, '..', '..', '..');

function configOf(kind: 'host' | 'remote', env: Record<string, boolean> = {}) {
  const dir = join(repoRoot, kind === 'host' ? 'shell' : 'mf-catalogue');
  return createFederatedConfig({ dir, kind })(env, { mode: 'production' }) as Configuration;
}

const warmUpOf = (config: Configuration) =>
  (config.plugins ?? []).find((plugin) => plugin instanceof IntlWarmUpPlugin);

/** A page from the front ends' template, with the warm-up for the markets. */
async function buildPage() {
  const dir = await mkdtemp(join(tmpdir(), 'intl-warm-up-'));
  await writeFile(join(dir, 'entry.js'), 'document.title = "entry";\n');
  await runWebpack({
    mode: 'production',
    context: dir,
    entry: { main: './entry.js' },
    output: { path: join(dir, 'dist'), publicPath: '/', filename: '[name].js' },
    optimization: { minimize: false },
    plugins: [
      new HtmlWebpackPlugin({ template: join(repoRoot, 'tooling', 'build', 'index.html') }),
      new IntlWarmUpPlugin(MARKET_DEFINITIONS),
      new BuildStatsPlugin({ app: 'shell', kind: 'host', file: join(dir, 'build.json') }),
    ],
  });
  const dist = join(dir, 'dist');
  return {
    dist,
    html: readFileSync(join(dist, 'index.html'), 'utf8'),
    stats: JSON.parse(readFileSync(join(dir, 'build.json'), 'utf8')) as { pageScripts: string[] },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

const source = intlWarmUpScript(MARKET_DEFINITIONS);

describe('the Intl warm-up', () => {
  it("is on the shell's page only: a standalone harness is no visitor's", () => {
    expect(warmUpOf(configOf('host'))).toBeDefined();
    expect(warmUpOf(configOf('remote', { standalone: true }))).toBeUndefined();
  });

  it('is one hashed file, loaded async from the head before the bundle, and counted', async () => {
    const page = await buildPage();
    try {
      const files = readdirSync(page.dist).filter((name) => name.startsWith('intl-warm-up'));
      expect(files).toEqual([expect.stringMatching(/^intl-warm-up\.[0-9a-f]{8}\.js$/)]);
      expect(readFileSync(join(page.dist, files[0]), 'utf8')).toBe(source);
      const head = page.html.slice(0, page.html.indexOf('</head>'));
      const tag = `<script async src="/${files[0]}"></script>`;
      expect(head).toContain(tag);
      expect(head.indexOf(tag)).toBeLessThan(head.indexOf('main.js'));
      // The bundle budgets count it in the shell's first visit (budgets.cjs shellFirstVisit).
      expect(page.stats.pageScripts).toEqual(files);
    } finally {
      await page.remove();
    }
  });

  it('in the page, starts itself again as a worker', () => {
    const started: string[] = [];
    const src = 'https://specify.example/intl-warm-up.0123abcd.js';
    runInNewContext(source, {
      document: { currentScript: { src } },
      Worker: class {
        constructor(url: string) {
          started.push(url);
        }
      },
    });
    expect(started).toEqual([src]);
  });

  it('in a page without workers, or where one may not start, leaves the page as it was', () => {
    const document = { currentScript: { src: '/intl-warm-up.0123abcd.js' } };
    expect(() => runInNewContext(source, { document })).not.toThrow();
    const forbidden = class {
      constructor() {
        throw new Error('SecurityError: the policy refuses this worker');
      }
    };
    expect(() => runInNewContext(source, { document, Worker: forbidden })).not.toThrow();
  });

  it("in the worker, formats as every market's pages do, then closes", () => {
    const made: string[] = [];
    const recording = <T extends object>(kind: string, constructor: T) =>
      new Proxy(constructor, {
        construct(target, args) {
          made.push(`${kind} ${args[0]}`);
          return Reflect.construct(target as never, args);
        },
      });
    let closed = 0;
    runInNewContext(source, {
      Intl: {
        ...Intl,
        NumberFormat: recording('NumberFormat', Intl.NumberFormat),
        DateTimeFormat: recording('DateTimeFormat', Intl.DateTimeFormat),
        PluralRules: recording('PluralRules', Intl.PluralRules),
      },
      close: () => (closed += 1),
    });
    for (const { languageTag } of Object.values(MARKET_DEFINITIONS)) {
      expect(made).toEqual(
        expect.arrayContaining([
          `NumberFormat ${languageTag}`,
          `DateTimeFormat ${languageTag}`,
          `PluralRules ${languageTag}`,
        ]),
      );
    }
    expect(closed).toBe(1);
  });
});
