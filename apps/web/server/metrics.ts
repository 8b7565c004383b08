import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";

export interface WebMetrics {
  registry: Registry;
  observe(labels: { method: string; route: string; status: number }, seconds: number): void;
}

const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** Prometheus metrics of one site process, in a registry of its own so tests can build several apps. */
export function createWebMetrics(): WebMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: "web" });
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
    buckets: LATENCY_BUCKETS,
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
