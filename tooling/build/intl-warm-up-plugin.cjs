// A page's first Intl call makes V8 list the locales each Intl service supports (for
// NumberFormat it opens ICU's data for every locale): one native task of 130-310 ms at 4x CPU,
// the longest of the shell's boot in the web-vitals bench. Those lists, and the locale data ICU
// loads, are kept once per renderer process, and a page's dedicated worker runs in that process:
// so the shell's page starts, from its head, a worker that makes the calls the page will make,
// and the main thread finds them done. A browser without workers, or a worker that has not
// finished, leaves the page as it was: its own first call does the work.
const { createHash } = require('node:crypto');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { PAGE_SCRIPT } = require('./build-stats-plugin.cjs');

/**
 * The script, one file for both halves. In the page (loaded `async` from the head, so it runs as
 * soon as it arrives, before the shell's bundle) it starts itself again as a worker; in the
 * worker, it formats as the markets' pages do, then closes. Serialised into the emitted file, so
 * it uses nothing from outside.
 */
/* global document, Worker, close -- the page's and the worker's, where the script runs */
function intlWarmUp(markets) {
  if (typeof document === 'undefined') {
    for (const { languageTag, currencyCode } of markets) {
      // What react-intl's createIntl asks, then what prices, dates and plurals are made with.
      Intl.NumberFormat.supportedLocalesOf(languageTag);
      Intl.DateTimeFormat.supportedLocalesOf(languageTag);
      new Intl.NumberFormat(languageTag, { style: 'currency', currency: currencyCode }).format(1);
      new Intl.DateTimeFormat(languageTag, { dateStyle: 'medium' }).format(0);
      new Intl.PluralRules(languageTag).select(1);
    }
    close();
  } else if (typeof Worker === 'function' && document.currentScript) {
    try {
      new Worker(document.currentScript.src);
    } catch {
      // No worker (a policy forbids it): the page's first Intl call does the work, as before.
    }
  }
}

/** The file's text for these markets ({ languageTag, currencyCode } each). */
function intlWarmUpScript(markets) {
  const list = Object.values(markets).map(({ languageTag, currencyCode }) => ({
    languageTag,
    currencyCode,
  }));
  return `(${intlWarmUp.toString()})(${JSON.stringify(list)});\n`;
}

/** Emitted with a content hash, so the platform caches it for good (HASHED_FILE there). */
function intlWarmUpFileName(source) {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
  return `intl-warm-up.${hash}.js`;
}

class IntlWarmUpPlugin {
  /** @param {Record<string, { languageTag: string, currencyCode: string }>} markets */
  constructor(markets) {
    this.source = intlWarmUpScript(markets);
    this.fileName = intlWarmUpFileName(this.source);
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('IntlWarmUpPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'IntlWarmUpPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () =>
          compilation.emitAsset(this.fileName, new RawSource(this.source), {
            [PAGE_SCRIPT]: true,
          }),
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'IntlWarmUpPlugin',
        (data) => {
          const publicPath = compilation.getAssetPath(compilation.outputOptions.publicPath, {});
          const base = publicPath === 'auto' ? '/' : publicPath;
          // First in the head: its request starts before the font's, the style sheet's and the
          // bundle's, and it is a few hundred bytes.
          data.headTags.unshift({
            tagName: 'script',
            voidTag: false,
            meta: { plugin: 'IntlWarmUpPlugin' },
            attributes: { async: true, src: `${base}${this.fileName}` },
          });
          return data;
        },
      );
    });
  }
}

module.exports = { IntlWarmUpPlugin, intlWarmUpScript };
