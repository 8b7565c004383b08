import { createHttpMetrics, type HttpMetrics } from "@quillspin/observability";

export type WebMetrics = HttpMetrics;

/** Latency buckets in seconds, from a prerendered file to a slow server render under load. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** Prometheus metrics of one site process: requests by route pattern and the default Node figures. */
export function createWebMetrics(): WebMetrics {
  return createHttpMetrics("web", LATENCY_BUCKETS);
}
