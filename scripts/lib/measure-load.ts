/** What a closed-loop load run measured: latencies in milliseconds, throughput in requests a second. */
export interface LoadResult {
  requests: number;
  failures: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

/**
 * `concurrency` connections, each sending the next GET as soon as the last answer has been read,
 * for `seconds`: every latency is recorded, so the percentiles are exact rather than sampled.
 */
export async function measureLoad(url: string, concurrency: number, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const connection = async () => {
    while (performance.now() < until) {
      const requestStarted = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      if (!response.ok) failures += 1;
      latencies.push(performance.now() - requestStarted);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, connection));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (percentile: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((percentile / 100) * latencies.length))] ??
    Number.NaN;
  return {
    requests: latencies.length,
    failures,
    rps: latencies.length / elapsed,
    p50: at(50),
    p95: at(95),
    p99: at(99),
  };
}
