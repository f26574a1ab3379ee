// A module with nothing in it: what a first-paint build makes of a shared package's style sheet,
// which the page already has from the shell (tooling/build/webpack.cjs, firstPaintConfig).
module.exports = function emptyModule() {
  return 'export {};';
};
