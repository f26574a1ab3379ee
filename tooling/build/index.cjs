module.exports = { ...require('./webpack.cjs'), createJestConfig: require('./jest.cjs') };
