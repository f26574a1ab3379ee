const { createFederatedConfig } = require('@specify/build/webpack');

module.exports = createFederatedConfig({
  dir: __dirname,
  kind: 'remote',
  exposes: {
    './app': './src/app.tsx',
    './sign-in': './src/sign-in/parcel.tsx',
    './add-to-cart': './src/add-to-cart/parcel.tsx',
  },
});
