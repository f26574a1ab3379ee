const { createFederatedConfig } = require('@specify/build/webpack');

module.exports = createFederatedConfig({
  dir: __dirname,
  kind: 'remote',
  exposes: { './app': './src/app.tsx', './quick-view': './src/quick-view/parcel.tsx' },
});
