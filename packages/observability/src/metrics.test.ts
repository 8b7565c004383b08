import { createServer, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpMetrics } from "./http-metrics";
import { serveMetrics } from "./metrics-server";

/** A port nothing listens on right now (port 0 means "metrics off" to serveMetrics, so it is not an option). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe("serveMetrics", () => {
  const servers: Server[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  it("answers GET /metrics with the registry's text and 404 for anything else", async () => {
    const metrics = createHttpMetrics("test", [0.01, 0.1, 1]);
    metrics.observe({ method: "GET", route: "/games/:slug", status: 200 }, 0.05);
    metrics.observe({ method: "GET", route: "/games/:slug", status: 200 }, 0.5);
    const port = await freePort();
    const server = await serveMetrics(metrics.registry, "127.0.0.1", port);
    if (!server) throw new Error("metrics server did not start");
    servers.push(server);
    const origin = `http://127.0.0.1:${port}`;

    const response = await fetch(`${origin}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const body = await response.text();
    expect(body).toContain(
      'http_requests_total{method="GET",route="/games/:slug",status="200",service="test"} 2',
    );
    expect(body).toContain(
      'http_request_duration_seconds_bucket{le="0.1",service="test",method="GET",route="/games/:slug",status="200"} 1',
    );
    expect(body).toContain("process_cpu_user_seconds_total");

    expect((await fetch(`${origin}/`)).status).toBe(404);
    expect((await fetch(`${origin}/metrics`, { method: "POST" })).status).toBe(404);
  });

  it("is off when the port is 0", async () => {
    const metrics = createHttpMetrics("test", [1]);
    expect(await serveMetrics(metrics.registry, "127.0.0.1", 0)).toBeNull();
  });
});
