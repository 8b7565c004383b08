import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";

export interface HttpRequestLabels {
  method: string;
  /** The route pattern or template, never the raw URL, so ids and query strings cannot multiply series. */
  route: string;
  status: number;
}

export interface HttpMetrics {
  registry: Registry;
  observe(labels: HttpRequestLabels, seconds: number): void;
}

/**
 * A process's registry with the default Node metrics and the request counter and latency histogram
 * every service exposes under the same names, so one dashboard reads the site and the API alike.
 * Each call makes a new registry: tests build several apps in one process.
 */
export function createHttpMetrics(service: string, latencyBuckets: readonly number[]): HttpMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from receiving a request to finishing its answer, by method, route pattern and status",
    labelNames,
    buckets: [...latencyBuckets],
    registers: [registry],
  });
  return {
    registry,
    observe({ method, route, status }, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
  };
}
