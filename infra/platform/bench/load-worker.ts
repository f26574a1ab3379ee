/** The worker thread of load-generator.ts: one autocannon run of a LoadPlan, its figures posted back. */
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import type { LoadFigures, LoadPlan } from './load-generator';

const plan = workerData as LoadPlan;
let next = 0;
/** Each answer's time (ms), for percentiles the aggregate does not give (p95). */
const latencies: number[] = [];
const run = autocannon({
  url: plan.origin,
  connections: plan.connections,
  duration: plan.seconds,
  // autocannon's correction for a capped rate takes 1/rate seconds as a millisecond interval
  // (rounded up to 1 ms), so it records a 30 ms answer 30 times; the real latencies are wanted.
  ...(plan.rate ? { overallRate: plan.rate, ignoreCoordinatedOmission: true } : {}),
  requests: [
    {
      setupRequest: (request) => ({
        ...request,
        ...plan.requests[next++ % plan.requests.length],
      }),
    },
  ],
});
run.on('response', (_client, _statusCode, _bytes, responseTime) => latencies.push(responseTime));
const unaggregated = await run;
latencies.sort((a, b) => a - b);
/** From each answer's time: autocannon's own figures are whole milliseconds and skip p95. */
const percentile = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
const result = autocannon.aggregateResult([unaggregated], { url: plan.origin });
const figures: LoadFigures = {
  achieved: result.requests.total / result.duration,
  completed: result.requests.total,
  errors: result.errors,
  non2xx: result.non2xx,
  statusCodes: Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
  ),
  p50: percentile(50),
  p95: percentile(95),
  p99: percentile(99),
  max: result.latency.max,
  bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
};
parentPort?.postMessage(figures);
