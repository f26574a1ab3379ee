const { createFederatedConfig } = require('@specify/build/webpack');

module.exports = createFederatedConfig({
  dir: __dirname,
  kind: 'remote',
  exposes: {
    './app': './src/app.tsx',
    './add-to-project': './src/add-to-project/parcel.tsx',
  },
  // The dashboard's title, named by the platform in the page's head (src/first-paint).
  firstPaint: './src/first-paint/render-first-paint.ts',
});
