// Minifies a CSS file before css-loader wraps it: style-loader ships CSS inside the JS, so every
// comment and space would otherwise count against the first visit's JS budget. esbuild is the
// transpiler tsx already brings.
const { transform } = require('esbuild');

module.exports = function minifyCss(source) {
  const done = this.async();
  transform(source, { loader: 'css', minify: true, sourcefile: this.resourcePath }).then(
    (result) => done(null, result.code),
    (error) => done(error),
  );
};
