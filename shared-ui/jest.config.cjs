module.exports = require('@specify/build/jest')({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [require.resolve('@specify/build/jsdom-setup')],
});
