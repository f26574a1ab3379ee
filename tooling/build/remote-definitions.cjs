// REMOTE_DEFINITIONS (shared-contracts/src/remotes.ts) for the CommonJS build and lint configs:
// the table is TypeScript, so it is loaded rather than restated here.
const path = require('node:path');
const { register: registerTypeScript } = require('tsx/cjs/api');

// The package's entry is its src/index.ts; the table sits beside it.
const table = path.join(path.dirname(require.resolve('@specify/contracts')), 'remotes.ts');

function load() {
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

module.exports = { REMOTE_DEFINITIONS: load().REMOTE_DEFINITIONS };
