// autocannon ships no types; this is the part of its programmatic API the bench uses.
declare module 'autocannon' {
  export interface Histogram {
    average: number
    mean: number
    p50: number
    p90: number
    p99: number
    max: number
  }
  export interface Result {
    requests: Histogram & { total: number }
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    duration: number
  }
  export interface Options {
    url: string
    connections?: number
    duration?: number
    pipelining?: number
    headers?: Record<string, string>
  }
  function autocannon(opts: Options): Promise<Result>
  export default autocannon
}
