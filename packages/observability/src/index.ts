export { createHttpMetrics, type HttpMetrics, type HttpRequestLabels } from "./http-metrics";
export { isLoopbackHost, unguardedMetricsProblem } from "./metrics-exposure";
export { type MetricsListener, serveMetrics } from "./metrics-server";
