// Each API suite starts PGlite (a WASM Postgres) once; that alone takes a few seconds.
module.exports = { ...require('@specify/build/jest')(), testTimeout: 30_000 };
