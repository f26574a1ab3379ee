// The brand face is preloaded by every page the build writes, so its request starts with the
// HTML's instead of after the style sheet that names it has been fetched and parsed.
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** Where font files are written, with a content hash: the platform caches them for good. */
const FONT_FILENAME = 'fonts/[name].[contenthash:8][ext]';

const FONT_FILE = /\.woff2$/;

/** The preload tags for these emitted files, in the order webpack lists them. */
function fontPreloadTags(assetNames, publicPath) {
  const base = publicPath === 'auto' ? '/' : publicPath;
  return assetNames
    .filter((name) => FONT_FILE.test(name))
    .map((name) => ({
      tagName: 'link',
      voidTag: true,
      meta: { plugin: 'FontPreloadPlugin' },
      attributes: {
        rel: 'preload',
        href: `${base}${name}`,
        as: 'font',
        type: 'font/woff2',
        // Fonts are fetched in CORS mode, even from the page's own origin: without it the
        // preloaded response is not reused and the file is fetched twice.
        crossorigin: '',
      },
    }));
}

class FontPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('FontPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'FontPreloadPlugin',
        (data) => {
          const publicPath = compilation.getAssetPath(compilation.outputOptions.publicPath, {});
          const tags = fontPreloadTags(Object.keys(compilation.assets).sort(), publicPath);
          data.headTags.unshift(...tags);
          return data;
        },
      );
    });
  }
}

module.exports = { FontPreloadPlugin, fontPreloadTags, FONT_FILENAME };
