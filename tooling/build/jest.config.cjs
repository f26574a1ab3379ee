module.exports = require('./jest.cjs')();
