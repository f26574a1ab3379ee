module.exports = require('@specify/build/jest')({ testEnvironment: 'jsdom', setupFilesAfterEnv: ['@testing-library/jest-dom'] });
