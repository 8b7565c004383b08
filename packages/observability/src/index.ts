export { createHttpMetrics, type HttpMetrics, type HttpRequestLabels } from "./http-metrics";
export { type MetricsListener, serveMetrics } from "./metrics-server";
