/**
 * How many generated requests the fuzz suites send to each endpoint: the same number on every
 * machine, so a busy one tests as much as a quiet one (a time budget of 1.5 s per endpoint got
 * 35 to 115 requests in CI). More on request: `FUZZ_RUNS=2000 npx jest fuzz`.
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 100);
