// The contracts' tables (shared-contracts/src) for the CommonJS build and lint configs: they are
// TypeScript, so they are loaded rather than restated here. Each is loaded when first read, so a
// config that needs only one does not compile the other's imports.
const path = require('node:path');
const { register: registerTypeScript } = require('tsx/cjs/api');

// The package's entry is its src/index.ts; the tables sit beside it.
const contractsSource = path.dirname(require.resolve('@specify/contracts'));

function load(file) {
  const table = path.join(contractsSource, file);
  try {
    // Where TypeScript is already compiled on require (jest), take the module as it is ...
    return require(table);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    // ... in plain Node (webpack, ESLint) compile it with tsx, registered for this one require:
    // tsx's own `require` files the module under a query (remotes.ts?namespace=...), which
    // webpack's persistent cache cannot follow among the config's build dependencies.
    const unregister = registerTypeScript();
    try {
      return require(table);
    } finally {
      unregister();
    }
  }
}

module.exports = {
  /** shared-contracts/src/remotes.ts */
  get REMOTE_DEFINITIONS() {
    return load('remotes.ts').REMOTE_DEFINITIONS;
  },
  /** shared-contracts/src/markets.ts */
  get MARKET_DEFINITIONS() {
    return load('markets.ts').MARKET_DEFINITIONS;
  },
};
