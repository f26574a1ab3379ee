// The one webpack configuration for the shell and every remote, so sharing rules cannot drift.
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const webpack = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { MARKET_DEFINITIONS, REMOTE_DEFINITIONS } = require('./contracts-tables.cjs');
const { BuildStatsPlugin, buildStatsFile } = require('./build-stats-plugin.cjs');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { FontPreloadPlugin, FONT_FILENAME } = require('./font-preload-plugin.cjs');
const { IntlWarmUpPlugin } = require('./intl-warm-up-plugin.cjs');
const { harnessFilesMiddleware } = require('./harness-files.cjs');

/** JS minified by swc, already the builds' transpiler: several times faster than terser. */
const JS_MINIMIZER = new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify });

/** The MF runtime plugin that hands the host's runtime to remotes, as an ES module. */
const EXTERNAL_RUNTIME_PROVIDER = require
  .resolve('@module-federation/inject-external-runtime-core-plugin')
  .replace(/\.cjs$/, '.js');

/** Singletons every front end shares (ARCHITECTURE "Composition at runtime"). */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'jotai',
  'swr',
  'react-intl',
  'single-spa',
  // The core only: subpath modules (@specify/contracts/search/facets ...) hold no state, so each
  // remote bundles the ones it uses into its own chunks rather than fetching each as a shared
  // module of its own (nine requests instead of four on a listing's first load).
  '@specify/contracts',
  '@specify/ui',
];

/**
 * Singletons the host provides without loading them: nothing on its first visit uses them, so
 * they stay out of its entry, and a remote that uses one loads it on its own routes.
 * react-router: single-spa routes between remotes, and the chrome and every remote follow the URL
 * through `@specify/ui` (`usePageLocation`, `navigateTo`, `PageLink`). Remotes released while they
 * still had a router use it: through `@specify/ui/remote-router`, or the core's deprecated
 * `RemoteRouter` for those released before that.
 */
const LAZY_IN_HOST = new Set(['react-router-dom']);

/**
 * Shared modules provided from a cut of their package rather than the whole of it; `version` is
 * the package's, so every front end still negotiates the one copy by it.
 */
const SHARED_SUBSETS = {
  'react-router-dom': {
    import: path.join(__dirname, 'react-router-subset.mjs'),
    version: require('react-router-dom/package.json').version,
  },
};

/** @specify/ui's workspace (webpack resolves the package's link to it). */
const SHARED_UI_DIR = path.resolve(__dirname, '..', '..', 'shared-ui');

/** Text files the platform serves precompressed; source maps stay as they are (read by tools only). */
const PRECOMPRESSED_FILES = /\.(js|css|html|json|svg|txt)$/;

/**
 * Brotli (.br) and gzip (.gz) copies beside each static text file, so the platform sends a file's
 * compressed bytes as they are (@fastify/static `preCompressed`) instead of compressing it on every
 * request. Build time, so the strongest levels; files under 1 KB gain too little to be worth a copy.
 */
function precompressionPlugins() {
  const common = { test: PRECOMPRESSED_FILES, threshold: 1024, deleteOriginalAssets: false };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}

/**
 * Chrome's explicit compile hint (V8, Chrome 136+): a script that starts with it has every
 * function compiled eagerly, on a background thread while the script streams in, instead of each
 * on the main thread the first time it runs. The host's entry (React, the chrome, the runtime)
 * runs almost all of its functions on the first visit; their compiling was most of the boot's
 * longest task at 4x CPU. Other browsers read a comment.
 */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the compile hint at the top of the host's entry script: after the minifier (which drops
 * comments), before the source map and the precompressed copies are made of it.
 */
function eagerCompileHintPlugin() {
  return new webpack.BannerPlugin({
    banner: EAGER_COMPILE_HINT,
    raw: true,
    entryOnly: true,
    test: /^main\.js$/,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Shares only what the package depends on, at the version range it declares. */
function sharedFor(packageDir, { eager = false } = {}) {
  const pkg = readJson(path.join(packageDir, 'package.json'));
  const deps = { ...pkg.peerDependencies, ...pkg.dependencies };
  const shared = {};
  for (const key of SINGLETONS) {
    const name = key.endsWith('/') ? key.slice(0, -1) : key;
    if (!deps[name]) continue;
    shared[key] = {
      singleton: true,
      requiredVersion: deps[name],
      eager: eager && !LAZY_IN_HOST.has(key),
      ...SHARED_SUBSETS[key],
    };
  }
  return shared;
}

/** A remote's container name comes from its row in REMOTE_DEFINITIONS; the host is `shell`. */
function federationName(packageName) {
  const remote = REMOTE_DEFINITIONS[packageName];
  if (remote) return remote.federationName;
  if (packageName === 'shell') return 'shell';
  throw new Error(`${packageName} is not in REMOTE_DEFINITIONS (shared-contracts/src/remotes.ts).`);
}

/** TypeScript and JSX through swc, for the browser's bundles and the first-paint module alike. */
function scriptRule({ production, target }) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target,
        },
      },
    },
  };
}

/** Message catalogues compiled to react-intl's AST at build time (icu-messages-loader). */
const MESSAGES_RULE = {
  test: /\.messages\.json$/,
  type: 'javascript/auto',
  use: require.resolve('./icu-messages-loader.cjs'),
};

/** Minified .css files beside the JS, never strings inside it. */
const EXTRACTED_CSS_RULE = {
  test: /\.css$/,
  use: [
    MiniCssExtractPlugin.loader,
    // A sheet's @import-ed sheets (@specify/ui's components.css lists its components') go
    // through the minifier too.
    { loader: require.resolve('css-loader'), options: { importLoaders: 1 } },
    require.resolve('./css-minify-loader.cjs'),
  ],
};

/** The brand face's files (@specify/ui's fonts.css), which the package's exports do not list. */
const BRAND_FONT_FILES = path.join(
  path.dirname(require.resolve('@fontsource-variable/figtree', { paths: [SHARED_UI_DIR] })),
  'files',
);

/** Font files a style sheet names: emitted under fonts/ with a content hash, never inlined. */
const FONT_RULE = {
  test: /\.woff2$/,
  type: 'asset/resource',
  generator: { filename: FONT_FILENAME },
};

const RESOLVE = {
  extensions: ['.tsx', '.ts', '.js', '.mjs'],
  alias: {
    '@fontsource-variable/figtree/files': BRAND_FONT_FILES,
    // Message catalogues are compiled at build time (icu-messages-loader), so no front end
    // needs react-intl's ICU parser in the browser.
    '@formatjs/icu-messageformat-parser$':
      require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
    // InstantSearch's default router, which no front end uses (the file says why).
    [require.resolve('instantsearch.js/es/lib/routers/history.js')]:
      require.resolve('./instantsearch-no-default-router.cjs'),
  },
};

/**
 * What the first-paint compilation writes into a remote's dist (its module and chunks under
 * `server/`, its style sheet at the top): the two compilations run at once into the one folder,
 * so each one's `clean` removes only its own stale files and keeps the other's.
 */
function isFirstPaintOutput(file) {
  return file === 'first-paint.css' || file === 'server' || file.startsWith('server/');
}

/**
 * webpack's persistent cache for one compilation of a production build of the site, so a publish
 * after a small change rebuilds, minifies, maps and compresses only what changed. One cache per
 * package and compilation (`name`), under the package's node_modules/.cache (never in a release,
 * absent on a fresh clone); webpack checks every input it read by content, and drops the whole
 * cache when this file, what it requires, the package's webpack config or its package.json
 * (version, dependencies: the shared modules) change.
 */
function persistentCache({ dir, name }) {
  const configFile = path.join(dir, 'webpack.config.cjs');
  return {
    type: 'filesystem',
    name,
    cacheDirectory: path.join(dir, 'node_modules', '.cache', 'webpack'),
    buildDependencies: {
      config: [__filename, path.join(dir, 'package.json')].concat(
        fs.existsSync(configFile) ? [configFile] : [],
      ),
    },
  };
}

/**
 * A remote's first-paint module (@specify/contracts/composition/first-paint): its source built
 * for Node as `dist/server/first-paint.cjs`, with everything it imports inside (the platform loads
 * it from a released version, without the remote's node_modules), and the style sheet its markup
 * needs as `dist/first-paint.css`, which the platform inlines into the page. Lazy imports stay
 * chunks of their own under `server/`, never loaded by a first paint, so the style sheet holds
 * only what the first paint's own modules import.
 */
function firstPaintConfig({ dir, entry, keepCache }) {
  const { name } = readJson(path.join(dir, 'package.json'));
  return {
    name: 'first-paint',
    // Beside the browser build, not after it: each keeps the other's files (isFirstPaintOutput).
    mode: 'production',
    ...(keepCache
      ? { cache: persistentCache({ dir, name: `${name}-production-first-paint` }) }
      : {}),
    target: 'node20',
    context: dir,
    entry: { 'first-paint': entry },
    output: {
      path: path.join(dir, 'dist'),
      filename: `server/[name].cjs`,
      chunkFilename: 'server/[id].cjs',
      library: { type: 'commonjs2' },
      clean: { keep: (file) => !isFirstPaintOutput(file) },
    },
    resolve: RESOLVE,
    module: {
      rules: [
        scriptRule({ production: true, target: 'es2022' }),
        MESSAGES_RULE,
        { ...EXTRACTED_CSS_RULE, exclude: SHARED_UI_DIR },
        // @specify/ui's style sheets (tokens, components) come with the page from the shell, which
        // provides the package: not again in the remote's.
        {
          test: /\.css$/,
          include: SHARED_UI_DIR,
          type: 'javascript/auto',
          use: require.resolve('./empty-module-loader.cjs'),
        },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: 'server/[id].css' }),
      new webpack.DefinePlugin({ __SPECIFY_HARNESS_LIVE__: 'false' }),
    ],
    // Smaller releases and a faster first require.
    optimization: { minimize: true, minimizer: [JS_MINIMIZER] },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * @param {{
 *   dir: string,
 *   kind: 'host' | 'remote',
 *   exposes?: Record<string, string>,
 *   firstPaint?: string,
 * }} options `firstPaint`: the entry of the remote's first-paint module, built with production
 *   builds of the site (not by development watch builds or standalone harnesses).
 */
function createFederatedConfig(options) {
  const browserConfig = federatedConfig(options);
  return (env = {}, argv = {}) => {
    const config = browserConfig(env, argv);
    const siteProduction = (argv.mode ?? 'production') === 'production' && !env.standalone;
    if (!options.firstPaint || !siteProduction) return config;
    return [
      {
        ...config,
        name: 'browser',
        output: { ...config.output, clean: { keep: isFirstPaintOutput } },
      },
      firstPaintConfig({
        dir: options.dir,
        entry: options.firstPaint,
        keepCache: Boolean(env.keepCache),
      }),
    ];
  };
}

function federatedConfig(options) {
  return (env = {}, argv = {}) => {
    const mode = argv.mode ?? 'production';
    const standalone = Boolean(env.standalone);
    // `--env live`: the standalone harness talks to a running platform instead of its fixtures.
    const live = standalone && Boolean(env.live);
    const platformUrl = process.env.PLATFORM_URL ?? 'http://localhost:3000';
    const pkg = readJson(path.join(options.dir, 'package.json'));
    const isHost = options.kind === 'host';
    // A harness is a container of its own name, so a published build of its remote (same
    // container name, build id and chunk-loading global) can load beside it: `?remote-override=`.
    const containerName = standalone
      ? `${federationName(pkg.name)}_harness`
      : federationName(pkg.name);
    const entry =
      isHost || standalone ? { main: isHost ? './src/index.ts' : './src/standalone/index.ts' } : {};

    return {
      mode,
      context: options.dir,
      entry,
      // `--env keepCache`: a release's build of the site (infra/registry buildWorkspace) keeps
      // webpack's cache on disk for the next publish. Other builds (CI, a fresh clone's start,
      // watch builds, harnesses) would only pay for writing it.
      ...(mode === 'production' && !standalone && env.keepCache
        ? { cache: persistentCache({ dir: options.dir, name: `${pkg.name}-production-browser` }) }
        : {}),
      devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        // Development builds never overwrite the production dist that releases are made from.
        path: path.join(
          options.dir,
          standalone ? 'dist-standalone' : mode === 'production' ? 'dist' : 'dist-dev',
        ),
        publicPath: isHost || standalone ? '/' : 'auto',
        // The host's entry cannot carry [contenthash] (MF's runtime module resolves the entry
        // template before hashes exist); index.html references it with ?hash instead.
        filename: mode === 'production' && !isHost ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: containerName,
        clean: true,
      },
      resolve: RESOLVE,
      module: {
        rules: [
          scriptRule({ production: mode === 'production', target: 'es2020' }),
          MESSAGES_RULE,
          FONT_RULE,
          // Production ships CSS as minified .css files loaded with their chunk; development
          // injects it with style-loader for fast rebuilds.
          mode === 'production'
            ? EXTRACTED_CSS_RULE
            : {
                test: /\.css$/,
                use: [require.resolve('style-loader'), require.resolve('css-loader')],
              },
        ],
      },
      plugins: [
        ...(mode === 'production'
          ? [
              new MiniCssExtractPlugin({
                filename: isHost ? '[name].css' : '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
            ]
          : []),
        // What the bundle budgets read (npm run budgets): production builds of the site only.
        ...(mode === 'production' && !standalone
          ? [
              new BuildStatsPlugin({
                app: pkg.name,
                kind: options.kind,
                file: buildStatsFile(options.dir),
              }),
            ]
          : []),
        ...(mode === 'production' && isHost ? [eagerCompileHintPlugin()] : []),
        // What the platform serves: production builds of the site (a standalone harness is not).
        ...(mode === 'production' && !standalone ? precompressionPlugins() : []),
        new webpack.DefinePlugin({ __SPECIFY_HARNESS_LIVE__: JSON.stringify(live) }),
        new ModuleFederationPlugin({
          name: containerName,
          ...(isHost
            ? { remotes: {}, shareStrategy: 'loaded-first' }
            : { filename: 'remoteEntry.js', exposes: options.exposes ?? {} }),
          // The host provides the MF runtime to every remote, so each remoteEntry does not ship
          // its own copy; a standalone harness has no host and keeps its own, which it provides
          // too, to the published builds it loads. The host adds the providing plugin itself
          // (what `provideExternalRuntime` does) in its ES module build: the option resolves the
          // CommonJS one, which brought a second copy of the runtime.
          ...(isHost || standalone ? { runtimePlugins: [EXTERNAL_RUNTIME_PROVIDER] } : {}),
          experiments: {
            ...(isHost || standalone ? {} : { externalRuntime: true }),
            // Browsers only: the runtime leaves out its Node loaders.
            optimization: { target: 'web' },
          },
          shared: sharedFor(options.dir, { eager: isHost }),
          manifest: true,
          dts: false,
          dev: false,
        }),
        ...(isHost || standalone
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                hash: true,
                chunks: ['main'],
                title: isHost ? 'Specify' : `${pkg.name} (standalone)`,
              }),
              new FontPreloadPlugin(),
              ...(isHost ? [new IntlWarmUpPlugin(MARKET_DEFINITIONS)] : []),
            ]
          : []),
      ],
      // A remote's lazy chunks keep the packages only they use: split out as vendor chunks, they
      // were a request each on every first load (markdown-to-jsx and valibot on the home).
      optimization: {
        minimizer: [JS_MINIMIZER],
        ...(isHost || mode !== 'production'
          ? {}
          : { splitChunks: { cacheGroups: { defaultVendors: false } } }),
      },
      performance: { hints: false },
      devServer: {
        port: isHost ? undefined : REMOTE_DEFINITIONS[pkg.name]?.standalonePort,
        // A deep link (/au/products/tapware/) answers the harness's page, as the platform does.
        historyApiFallback: true,
        // On fixtures, the pictures they name are drawn here (harness-files.cjs); live, the
        // platform serves its own.
        ...(standalone && !live
          ? { setupMiddlewares: (middlewares) => [harnessFilesMiddleware(), ...middlewares] }
          : {}),
        // Live mode: the platform answers actions, content and files, with its session cookie,
        // and serves the published versions of remotes a `?remote-override=` loads.
        ...(live
          ? {
              proxy: [
                {
                  context: ['/action', '/cms', '/geo', '/files', '/au/api', '/nz/api', '/remotes'],
                  target: platformUrl,
                },
              ],
            }
          : {}),
        hot: false,
        client: { overlay: { runtimeErrors: false } },
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = {
  createFederatedConfig,
  EAGER_COMPILE_HINT,
  eagerCompileHintPlugin,
  sharedFor,
  federationName,
  isFirstPaintOutput,
  persistentCache,
};
