// The pictures a standalone harness's fixtures name (/files/images/..., /files/swatches/...,
// /files/content/..., /files/diagrams/...), drawn on request with the seed generator's own
// drawings (infra/data), so a harness shows products, finishes and heroes as the site does
// instead of grey boxes. Fixture mode only: live, the platform serves its generated files.
const path = require('node:path');
const tsx = require('tsx/cjs/api');

const DATA_SRC = path.resolve(__dirname, '..', '..', 'infra', 'data', 'src');

/** A TypeScript module: through tsx in webpack's process; jest compiles TypeScript itself. */
const loadTs = process.env.JEST_WORKER_ID
  ? (file) => require(file)
  : (file) => tsx.require(file, __filename);

let generators;
/** infra/data's drawings, loaded on the first request. */
function drawings() {
  generators ??= {
    colours: loadTs(path.join(DATA_SRC, 'colours.ts')),
    silhouettes: loadTs(path.join(DATA_SRC, 'assets', 'silhouettes.ts')),
    finishes: loadTs(path.join(DATA_SRC, 'assets', 'finishes.ts')),
    content: loadTs(path.join(DATA_SRC, 'assets', 'content-assets.ts')),
  };
  return generators;
}

const IMAGE_FILE =
  /^\/files\/(images|swatches|content|diagrams)\/(?:.*\/)?([^/]+)\.(jpe?g|png|svg|webp)$/i;

function escapeXml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function finishHex(slug) {
  const finish = Object.values(drawings().colours.COLOURS).find((colour) => colour.slug === slug);
  return finish?.hex ?? '#b0b4b8';
}

/**
 * A fixture product's picture: the seed's basin mixer in chrome over the site's stone, with its
 * file's code (QA reads which fixture it is; the site's own pictures carry no words).
 */
function productPicture(stem) {
  const { drawSilhouette, FAMILY_SILHOUETTE } = drawings().silhouettes;
  const chrome = drawings().finishes.finish('Chrome');
  const mixer = drawSilhouette(FAMILY_SILHOUETTE.tapware, chrome, 100, 88, 120);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">' +
    `<defs>${chrome.defs}</defs><rect width="200" height="200" fill="#f4f5f6"/>${mixer}` +
    `<text x="100" y="170" font-family="Helvetica, Arial, sans-serif" font-size="10" fill="#8a949c" text-anchor="middle">${escapeXml(stem.toUpperCase())}</text></svg>\n`
  );
}

function swatchPicture(slug) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="${finishHex(slug)}" stroke="#8a949c"/></svg>\n`;
}

/**
 * The picture for a /files path a fixture names, as SVG whatever its extension (browsers go by the
 * content type), or undefined for any other path (documents, BIM files: the fixtures' own).
 * @param {string} pathname
 * @returns {{ type: string, body: string } | undefined}
 */
function harnessFile(pathname) {
  const match = IMAGE_FILE.exec(pathname);
  if (!match) return undefined;
  const [, kind, stem] = match;
  const body =
    kind === 'swatches'
      ? swatchPicture(stem)
      : kind === 'content'
        ? drawings().content.contentSvg(stem)
        : productPicture(stem);
  return { type: 'image/svg+xml', body };
}

/** webpack-dev-server middleware (devServer.setupMiddlewares) answering harnessFile's paths. */
function harnessFilesMiddleware() {
  return {
    name: 'harness-files',
    middleware(request, response, next) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return next();
      const file = harnessFile(decodeURIComponent(new URL(request.url, 'http://harness').pathname));
      if (!file) return next();
      response.setHeader('content-type', file.type);
      response.setHeader('cache-control', 'no-cache');
      response.end(request.method === 'HEAD' ? undefined : file.body);
    },
  };
}

module.exports = { harnessFile, harnessFilesMiddleware };
