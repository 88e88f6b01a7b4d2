/** The part of autocannon's JS API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      headers?: Record<string, string>;
      /** Cycled through; each may change the request it is given (its path, say). */
      requests?: { setupRequest?(request: { path: string }): { path: string } }[];
    }
    /** Percentiles p1 ... p99_999 as fields; the ones used here are named. */
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p99: number;
    }
    interface Result {
      duration: number;
      /** Per-second samples; `total` is every completed request. */
      requests: Histogram;
      /** Milliseconds, of 2xx answers only. */
      latency: Histogram;
      throughput: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      statusCodeStats: Record<string, { count: number }>;
    }
  }
  /** Without a callback, the run's result as a promise. */
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export = autocannon;
}
