// jsdom lacks a few web platform globals that react-router and msw use; Node has them.
const util = require('node:util');
const { configure } = require('@testing-library/react');

Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
require('@testing-library/jest-dom');

// Screens lazy-load their heavier parts (dialogs, forms); in jest that first import is compiled by
// swc on the spot, which on a loaded 2-core CI machine can outlast Testing Library's default 1 s.
// The wait is a ceiling, not a delay: passing tests finish as soon as the screen is ready.
configure({ asyncUtilTimeout: 5000 });
