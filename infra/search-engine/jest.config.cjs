module.exports = require('@specify/build/jest')();
