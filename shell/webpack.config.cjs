const { createFederatedConfig } = require('@specify/build/webpack');

module.exports = createFederatedConfig({ dir: __dirname, kind: 'host' });
