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
  return {
    requests: latencies.length,
    failures,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/** The nearest-rank percentile of values sorted in ascending order; NaN when there are none. */
export function percentile(sorted: number[], rank: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((rank / 100) * sorted.length))] ?? Number.NaN;
}

/** What one stretch of a load run recorded: every latency, the failed answers and its length. */
export interface LoadSegment {
  latencies: number[];
  failures: number;
  seconds: number;
}

/**
 * Stretches of load against one server, measured apart (interleaved with another server's), as one
 * result: throughput counts the answers that succeeded over the stretches' total time, and the
 * percentiles come from every latency of every stretch.
 */
export function combineSegments(segments: LoadSegment[]): LoadResult {
  const latencies = segments.flatMap((segment) => segment.latencies).sort((a, b) => a - b);
  const failures = segments.reduce((sum, segment) => sum + segment.failures, 0);
  const seconds = segments.reduce((sum, segment) => sum + segment.seconds, 0);
  return {
    requests: latencies.length,
    failures,
    rps: seconds > 0 ? Math.max(0, latencies.length - failures) / seconds : 0,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}
