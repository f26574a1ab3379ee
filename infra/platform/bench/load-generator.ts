import { Worker } from 'node:worker_threads';

/** One HTTP request as the load generator sends it. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  /** Path and query string. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadPlan {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Sent in turn, one after another across all connections. */
  requests: LoadRequest[];
  connections: number;
  seconds: number;
  /** Requests per second offered by all connections together; omitted: no cap (saturation). */
  rate?: number;
}

export interface LoadFigures {
  /** Completed requests per second. */
  achieved: number;
  completed: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  /** Milliseconds, from each answer's time. */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Bytes received per response on the wire, headers included. */
  bytesPerResponse: number;
}

/** Time a run may take beyond its duration (the worker's start, the last answers) before it is ended. */
const OVERRUN_MS = 60_000;

/**
 * Runs autocannon in a worker thread: the platform under test keeps this process's event loop to
 * itself, and the operating system gives each thread a core when one is free.
 */
export function generateLoad(plan: LoadPlan): Promise<LoadFigures> {
  // Node 20 does not apply `--import tsx` inside a worker: the worker loads its module through
  // tsx's API instead.
  const workerModule = new URL('./load-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const worker = new Worker(
    `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(workerModule)}, ${JSON.stringify(workerModule)}))`,
    { eval: true, workerData: plan },
  );
  return new Promise((resolve, reject) => {
    let figures: LoadFigures | undefined;
    let failure: Error | undefined;
    const overrun = setTimeout(
      () => {
        failure = new Error(`The load generator overran ${plan.seconds} s by ${OVERRUN_MS} ms`);
        void worker.terminate();
      },
      plan.seconds * 1000 + OVERRUN_MS,
    );
    worker.once('message', (message: LoadFigures) => {
      figures = message;
    });
    worker.once('error', (error) => {
      failure = error;
    });
    worker.once('exit', (code) => {
      clearTimeout(overrun);
      if (figures) resolve(figures);
      else reject(failure ?? new Error(`The load generator exited with ${code} without figures`));
    });
  });
}
