// Writes what a production build's chunks hold and load, for the bundle budgets
// (tooling/budgets.json, checked by check-budgets.cjs after `npm run build`).
const fs = require('node:fs');
const path = require('node:path');
const { gzipSync } = require('node:zlib');

/** The asset info key of a script the built page loads that is no chunk's file. */
const PAGE_SCRIPT = 'specifyPageScript';

/** Where a front end's build stats go: beside dist, never inside it (dist is what a release copies). */
function buildStatsFile(appDir) {
  return path.join(appDir, 'dist-stats', 'build.json');
}

/** The modules a chunk's bytes come from; a concatenated module counts as its parts. */
function modulesOf(compilation, chunk) {
  const { chunkGraph, requestShortener } = compilation;
  const sizes = new Map();
  for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
    for (const part of module.modules ?? [module]) {
      const name = part.readableIdentifier(requestShortener);
      sizes.set(name, (sizes.get(name) ?? 0) + part.size());
    }
  }
  return [...sizes].map(([name, size]) => ({ name, size }));
}

/**
 * What each lazy import of a chunk loads: an exposed module (`expose`), a shared module as this
 * build provides it (`provide`) or its fallback (`consume`), or a plain `import()` (`request`).
 */
function blocksOf(compilation, chunk) {
  const { chunkGraph } = compilation;
  const blocks = [];
  for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
    const kind = module.constructor.name;
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      if (!group) continue;
      const chunks = group.chunks.map((target) => String(target.id));
      if (kind === 'ContainerEntryModule') blocks.push({ expose: block.loc.name, chunks });
      else if (kind === 'ProvideSharedModule') blocks.push({ provide: module._name, chunks });
      else if (kind === 'ConsumeSharedModule')
        blocks.push({ consume: module.options.shareKey, chunks });
      else blocks.push({ request: block.dependencies[0]?.request ?? '(unknown)', chunks });
    }
  }
  return blocks;
}

function providedKeys(compilation) {
  const keys = new Set();
  for (const module of compilation.modules) {
    if (module.constructor.name === 'ProvideSharedModule') keys.add(module._name);
  }
  return [...keys].sort();
}

class BuildStatsPlugin {
  /** @param {{ app: string, kind: 'host' | 'remote', file: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('BuildStatsPlugin', (compilation) => {
      const files = {};
      const gzipOf = (file) => {
        if (!files[file]) {
          // Read back as emitted: after emit webpack keeps only the sizes of its sources.
          const source = fs.readFileSync(path.join(compilation.outputOptions.path, file));
          files[file] = { bytes: source.length, gzip: gzipSync(source, { level: 9 }).length };
        }
        return files[file];
      };
      const chunks = {};
      for (const chunk of compilation.chunks) {
        const assets = [...chunk.files].filter((file) => /\.(js|css)$/.test(file)).sort();
        for (const file of assets) gzipOf(file);
        chunks[String(chunk.id)] = {
          files: assets,
          modules: modulesOf(compilation, chunk),
          blocks: blocksOf(compilation, chunk),
        };
      }
      // Scripts its page loads beside the chunks (the shell's Intl warm-up), marked by their plugin.
      const pageScripts = compilation
        .getAssets()
        .filter((asset) => asset.info[PAGE_SCRIPT])
        .map((asset) => asset.name)
        .sort();
      for (const file of pageScripts) gzipOf(file);
      const entries = {};
      for (const [name, entrypoint] of compilation.entrypoints) {
        entries[name] = entrypoint.chunks.map((chunk) => String(chunk.id));
      }
      // Font files, by their bytes as sent: woff2 is compressed already.
      const fonts = {};
      for (const file of Object.keys(compilation.assets).sort()) {
        if (file.endsWith('.woff2')) fonts[file] = compilation.assets[file].size();
      }
      const stats = {
        app: this.options.app,
        kind: this.options.kind,
        entries,
        pageScripts,
        provides: providedKeys(compilation),
        files,
        chunks,
        fonts,
      };
      fs.mkdirSync(path.dirname(this.options.file), { recursive: true });
      fs.writeFileSync(this.options.file, `${JSON.stringify(stats)}\n`);
    });
  }
}

module.exports = { BuildStatsPlugin, buildStatsFile, PAGE_SCRIPT };
