const { createFederatedConfig } = require('@specify/build/webpack');

module.exports = createFederatedConfig({
  dir: __dirname,
  kind: 'remote',
  exposes: { './app': './src/app.tsx' },
  // A listing's crumbs and heading, rendered by the platform into the page (src/first-paint).
  firstPaint: './src/first-paint/render-first-paint.tsx',
});
