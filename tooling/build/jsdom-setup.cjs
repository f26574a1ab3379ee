// jsdom lacks a few web platform globals that react-router and msw use; Node has them.
const { TextEncoder, TextDecoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');
