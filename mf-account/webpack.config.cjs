const { createFederatedConfig } = require('@specify/build/webpack');

module.exports = createFederatedConfig({
  dir: __dirname,
  kind: 'remote',
  exposes: {
    './app': './src/app.tsx',
    './sign-in': './src/sign-in/parcel.tsx',
    './add-to-cart': './src/add-to-cart/parcel.tsx',
  },
  // Each page's title, named by the platform in the page's head (src/first-paint).
  firstPaint: './src/first-paint/render-first-paint.ts',
});
