module.exports = require('@specify/build/jest')({ msw: true });
