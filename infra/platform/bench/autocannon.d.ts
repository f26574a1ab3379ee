/**
 * The part of autocannon 8's programmatic API (its README) the load bench uses: the package ships
 * no types and @types/autocannon is not installed.
 */
declare module 'autocannon' {
  interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }

  interface RequestSetup extends RawRequest {
    /** Returns the request to send next; called for every request of a connection. */
    setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
  }

  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Requests per second from all connections together; no cap by default. */
    overallRate?: number;
    ignoreCoordinatedOmission?: boolean;
    /** Seconds before a request counts as a timeout (an error). */
    timeout?: number;
    requests?: RequestSetup[];
  }

  /** hdr-histogram-percentiles-obj: milliseconds for latency, bytes for throughput. */
  interface Histogram {
    average: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  interface Result {
    latency: Histogram;
    requests: Histogram;
    throughput: Histogram;
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  /**
   * Resolves with the Result on the main thread; in a worker thread (where the load bench runs it)
   * with the unaggregated result, which aggregateResult turns into one.
   */
  interface Run extends PromiseLike<unknown> {
    /** Each answer as it arrives; `responseTime` in milliseconds. */
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): Run;
  }

  function autocannon(options: Options): Run;
  namespace autocannon {
    function aggregateResult(results: unknown[], options: { url: string }): Result;
  }
  export default autocannon;
}
