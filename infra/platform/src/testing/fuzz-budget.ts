/**
 * How long the fuzz suite spends on each endpoint: a few seconds in CI, longer on request
 * (`FUZZ_MS=20000 npx jest src/fuzz`).
 */
export const FUZZ_MS = Number(process.env.FUZZ_MS ?? 1500);
