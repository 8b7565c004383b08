export { createHttpMetrics, type HttpMetrics, type HttpRequestLabels } from "./http-metrics";
export { serveMetrics } from "./metrics-server";
