import { checkBudgets, remoteRoute, shellFirstVisit } from '../budgets.cjs';

interface Block {
  expose?: string;
  provide?: string;
  consume?: string;
  request?: string;
  chunks: string[];
}

function chunk(
  files: string[],
  blocks: Block[] = [],
  modules = [{ name: files[0] ?? '', size: 1 }],
) {
  return { files, blocks, modules };
}

function filesOf(gzip: Record<string, number>) {
  return Object.fromEntries(
    Object.entries(gzip).map(([file, bytes]) => [file, { bytes: bytes * 3, gzip: bytes }]),
  );
}

/** A shell whose entry boots through './bootstrap', which consumes react (provided in two chunks). */
const shell = {
  app: 'shell',
  kind: 'host',
  entries: { main: ['main'] },
  pageScripts: ['intl-warm-up.js'],
  provides: ['react'],
  files: filesOf({
    'intl-warm-up.js': 30,
    'main.js': 1000,
    'bootstrap.js': 500,
    'react.js': 300,
    'react-part.js': 100,
    'react-fallback.js': 350,
    'feedback.js': 200,
  }),
  chunks: {
    main: chunk(
      ['main.js'],
      [
        { request: './bootstrap', chunks: ['bootstrap'] },
        { provide: 'react', chunks: ['react', 'react-part'] },
      ],
    ),
    bootstrap: chunk(
      ['bootstrap.js'],
      [
        { consume: 'react', chunks: ['react-fallback'] },
        { request: './feedback', chunks: ['feedback'] },
      ],
    ),
    react: chunk(['react.js']),
    'react-part': chunk(['react-part.js']),
    'react-fallback': chunk(['react-fallback.js']),
    feedback: chunk(['feedback.js']),
  },
};

/** A remote with its ./app, a lazy root, a lazy heavy export, a second expose and its own swr. */
const remote = {
  app: 'mf-content',
  kind: 'remote',
  entries: { mf_content: ['entry'] },
  provides: ['react', 'swr'],
  files: filesOf({
    'remoteEntry.js': 90,
    'app.js': 10,
    'root.js': 400,
    'root.css': 40,
    'banner.js': 60,
    'exceljs.js': 9000,
    'landing.js': 700,
    'react-own.js': 300,
    'swr.js': 80,
  }),
  chunks: {
    entry: chunk(
      ['remoteEntry.js'],
      [
        { expose: './app', chunks: ['app'] },
        { expose: './landing', chunks: ['landing'] },
        { provide: 'react', chunks: ['react-own'] },
        { provide: 'swr', chunks: ['swr'] },
      ],
    ),
    app: chunk(['app.js'], [{ request: './root', chunks: ['root'] }]),
    root: chunk(
      ['root.css', 'root.js'],
      [
        { consume: 'react', chunks: ['react-own'] },
        { consume: 'swr', chunks: ['swr'] },
        { request: './banner-section', chunks: ['banner'] },
        { request: 'exceljs', chunks: ['exceljs'] },
      ],
      [
        { name: './src/root.tsx', size: 1200 },
        { name: '../node_modules/big/index.js', size: 9000 },
      ],
    ),
    banner: chunk(['banner.js']),
    exceljs: chunk(['exceljs.js']),
    landing: chunk(['landing.js']),
    'react-own': chunk(['react-own.js']),
    swr: chunk(['swr.js']),
  },
};

describe('what a first visit loads, from the build stats', () => {
  it("counts the shell's page scripts, its entry, its boot imports and the shared modules as it provides them", () => {
    const visit = shellFirstVisit(shell, { boot: ['./bootstrap'] });
    expect(visit.scripts).toEqual([
      'intl-warm-up.js',
      'main.js',
      'bootstrap.js',
      'react.js',
      'react-part.js',
    ]);
    expect(visit.gzip).toBe(1930);
  });

  it("counts a remote's entry, ./app and what it loads, but not what the shell shares or what waits", () => {
    const shellVisit = shellFirstVisit(shell, { boot: ['./bootstrap'] });
    const route = remoteRoute(remote, shellVisit, { onDemand: ['exceljs', './banner-section'] });
    expect(route.scripts).toEqual(['remoteEntry.js', 'app.js', 'root.js', 'swr.js']);
    expect(route.styleSheets).toEqual(['root.css']);
    expect(route.gzip).toBe(580);
  });

  it('counts a shared module the shell provides but its first visit does not load (react-router)', () => {
    // Without its boot import the shell never consumes react: its provided copy stays unloaded.
    const shellVisit = shellFirstVisit(shell, { boot: [] });
    expect(shellVisit.shares).toEqual([]);
    const route = remoteRoute(remote, shellVisit, { onDemand: ['exceljs', './banner-section'] });
    expect(route.scripts).toContain('react-own.js');
    expect(route.gzip).toBe(880);
  });

  it('adds the lazy imports a given route takes', () => {
    const route = remoteRoute(remote, shellFirstVisit(shell, { boot: ['./bootstrap'] }), {
      onDemand: ['exceljs', './banner-section'],
      also: ['./banner-section'],
    });
    expect(route.scripts).toContain('banner.js');
    expect(route.scripts).not.toContain('exceljs.js');
  });
});

describe('the fonts budget', () => {
  const withFont = (bytes: number) => ({
    ...shell,
    fonts: { 'fonts/figtree-latin-wght-normal.5ca1ab1e.woff2': bytes },
  });
  const budgets = {
    shell: { maxKB: 2, boot: ['./bootstrap'] },
    fonts: { maxKB: 24 },
    remotes: {},
    firstVisits: {},
  };

  it('counts the bytes of the font files the shell writes', () => {
    const { ok, lines } = checkBudgets(budgets, () => withFont(20_156));
    expect(ok).toBe(true);
    expect(lines[0]).toBe('ok   fonts, every page: 19.7 KB in 1 files (budget 24 KB)');
  });

  it('fails a font over its budget and names it', () => {
    const { ok, lines } = checkBudgets(budgets, () => withFont(48_000));
    expect(ok).toBe(false);
    expect(lines[0]).toBe(
      'OVER fonts, every page: 46.9 KB in 1 files (budget 24 KB)\n' +
        '         46.9 KB  fonts/figtree-latin-wght-normal.5ca1ab1e.woff2',
    );
  });
});

describe('checkBudgets', () => {
  const stats = (app: string) => (app === 'shell' ? shell : remote);
  const budgets = (remoteKB: number) => ({
    shell: { maxKB: 2, goalKB: 1, boot: ['./bootstrap'] },
    remotes: { 'mf-content': { maxKB: remoteKB, onDemand: ['exceljs', './banner-section'] } },
    firstVisits: { '/au': { remote: 'mf-content', also: ['./banner-section'], maxKB: 3 } },
  });

  it('passes builds within their budgets and says what each loads', () => {
    const { ok, lines } = checkBudgets(budgets(1), stats);
    expect(ok).toBe(true);
    expect(lines).toEqual([
      'ok   shell, first visit: 1.9 KB gzip in 5 scripts and 0 style sheets (budget 2 KB, goal 1 KB)',
      'ok   mf-content, route JS beyond the shell: 0.6 KB gzip in 4 scripts and 1 style sheets (budget 1 KB)',
      'ok   first visit to /au (shell + mf-content): 2.5 KB gzip in 10 scripts and 1 style sheets (budget 3 KB)',
    ]);
  });

  it('fails a build over its budget and names its largest modules', () => {
    const { ok, lines } = checkBudgets(budgets(0.5), stats);
    expect(ok).toBe(false);
    const over = lines.findIndex((line) => line.startsWith('OVER mf-content'));
    expect(over).toBeGreaterThan(-1);
    expect(lines[over + 1]).toBe('    largest modules (size before minification):');
    expect(lines[over + 2]).toBe('          8.8 KB  ../node_modules/big/index.js');
    expect(lines[over + 3]).toBe('          1.2 KB  ./src/root.tsx');
  });
});
