const { createFederatedConfig } = require('@specify/build/webpack');

module.exports = createFederatedConfig({
  dir: __dirname,
  kind: 'remote',
  exposes: {
    './app': './src/app.tsx',
    './add-to-project': './src/add-to-project/parcel.tsx',
  },
});
