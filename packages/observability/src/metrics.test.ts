import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:net";
import { networkInterfaces } from "node:os";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpMetrics } from "./http-metrics";
import { isLoopbackHost, unguardedMetricsProblem } from "./metrics-exposure";
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
    const server = await serveMetrics(metrics.registry, { host: "127.0.0.1", port });
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

  it("asks for the bearer token when one is set, and compares it exactly", async () => {
    const metrics = createHttpMetrics("test", [1]);
    const token = randomBytes(32).toString("base64url");
    const port = await freePort();
    const server = await serveMetrics(metrics.registry, { host: "127.0.0.1", port, token });
    if (!server) throw new Error("metrics server did not start");
    servers.push(server);
    const scrape = (authorization?: string) =>
      fetch(`http://127.0.0.1:${port}/metrics`, { headers: authorization ? { authorization } : {} });

    const anonymous = await scrape();
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    expect(await anonymous.text()).toBe("");
    for (const wrong of [`Bearer ${token.slice(0, -1)}`, `Bearer ${token}x`, `Basic ${token}`, token]) {
      expect((await scrape(wrong)).status).toBe(401);
    }
    const authorised = await scrape(`Bearer ${token}`);
    expect(authorised.status).toBe(200);
    expect(await authorised.text()).toContain("process_cpu_user_seconds_total");
  });

  it("listens only on the interface it is given", async () => {
    const metrics = createHttpMetrics("test", [1]);
    const port = await freePort();
    const server = await serveMetrics(metrics.registry, { host: "127.0.0.1", port });
    if (!server) throw new Error("metrics server did not start");
    servers.push(server);
    expect(server.address()).toMatchObject({ address: "127.0.0.1", port });
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === "IPv4" && !address.internal);
    if (outside) {
      await expect(fetch(`http://${outside.address}:${port}/metrics`)).rejects.toThrow();
    }
  });

  it("is off when the port is 0", async () => {
    const metrics = createHttpMetrics("test", [1]);
    expect(await serveMetrics(metrics.registry, { host: "127.0.0.1", port: 0 })).toBeNull();
  });
});

describe("a metrics listener off loopback", () => {
  it("tells loopback, in any spelling, from every other interface", () => {
    for (const host of [
      "127.0.0.1",
      "127.8.9.10",
      "localhost",
      "::1",
      "[::1]",
      "0:0:0:0:0:0:0:1",
      "::ffff:127.0.0.1",
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ["0.0.0.0", "::", "10.0.0.5", "192.168.1.20", "128.0.0.1", "metrics.internal"]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it("needs the token there, and only there", () => {
    const token = "t".repeat(32);
    expect(unguardedMetricsProblem("API_METRICS_HOST", { host: "0.0.0.0", port: 9464 })).toMatch(
      /^API_METRICS_HOST is 0\.0\.0\.0, not loopback: set METRICS_TOKEN/,
    );
    expect(unguardedMetricsProblem("API_METRICS_HOST", { host: "0.0.0.0", port: 9464, token })).toBeNull();
    expect(unguardedMetricsProblem("API_METRICS_HOST", { host: "0.0.0.0", port: 0 })).toBeNull();
    expect(unguardedMetricsProblem("API_METRICS_HOST", { host: "127.0.0.1", port: 9464 })).toBeNull();
  });
});
