const { createFederatedConfig } = require('@specify/build/webpack');

module.exports = createFederatedConfig({
  dir: __dirname,
  kind: 'remote',
  exposes: { './app': './src/app.tsx', './quick-view': './src/quick-view/parcel.tsx' },
  // A product page's crumbs and first picture, rendered by the platform into the page
  // (src/first-paint).
  firstPaint: './src/first-paint/render-first-paint.tsx',
});
