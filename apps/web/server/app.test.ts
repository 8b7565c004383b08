import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWebApp } from "./app";
import { createWebMetrics } from "./metrics";
import { createRoutePatterns } from "./route-patterns";
import { writeSecurityManifest } from "./security-headers";

/** The route manifest of a server build, as React Router writes it: flat, children point at parents. */
const build = {
  routes: {
    root: { id: "root", path: "" },
    "layouts/default": { id: "layouts/default", parentId: "root" },
    "routes/home": { id: "routes/home", parentId: "layouts/default", index: true },
    "routes/games": { id: "routes/games", parentId: "layouts/default", path: "games" },
    "routes/game": { id: "routes/game", parentId: "layouts/default", path: "games/:slug" },
    "routes/missing": { id: "routes/missing", parentId: "layouts/default", path: "*" },
  },
} as unknown as ServerBuild;

describe("route patterns for metrics", () => {
  const patternOf = createRoutePatterns(build);

  it("labels a path with the pattern of the route that renders it", () => {
    expect(patternOf("/")).toBe("/");
    expect(patternOf("/games")).toBe("/games");
    expect(patternOf("/games/quest-of-ra")).toBe("/games/:slug");
    expect(patternOf("/no/such/page")).toBe("/*");
  });
});

describe("the production web server", () => {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const metrics = createWebMetrics();
  const lifecycle = { shuttingDown: false };
  let buildDir: string;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    buildDir = mkdtempSync(path.join(tmpdir(), "quillspin-web-"));
    const client = path.join(buildDir, "client");
    mkdirSync(path.join(client, "about-us"), { recursive: true });
    mkdirSync(path.join(client, "assets"));
    writeFileSync(path.join(client, "about-us/index.html"), "<h1>About Quillspin Games</h1>");
    writeFileSync(path.join(client, "assets/entry-abc123.js"), "console.info('entry')");
    const settings = { siteUrl: "http://localhost:3000", apiBaseUrl: "http://localhost:4000/v1" };
    writeSecurityManifest(buildDir, settings, ["/about-us"]);
    const app = createWebApp({ buildDir, loadServerBuild: async () => build, metrics, log, lifecycle });
    await new Promise<void>((resolve) => {
      server = app.listen(0, "127.0.0.1", () => resolve());
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server?.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  it("keeps a well-formed request id, logs it and answers it", async () => {
    const response = await fetch(`${origin}/about-us`, {
      headers: { "x-request-id": "nginx-id-0123456789" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBe("nginx-id-0123456789");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines).toContainEqual(
      expect.objectContaining({
        reqId: "nginx-id-0123456789",
        url: "/about-us",
        route: "/about-us",
        status: 200,
      }),
    );
  });

  it("makes an id when the request has none or a malformed one", async () => {
    const response = await fetch(`${origin}/about-us`, { headers: { "x-request-id": "bad id!" } });
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers liveness, and readiness once the build is loaded until shutdown starts", async () => {
    expect((await fetch(`${origin}/healthz/live`)).status).toBe(200);
    const ready = await fetch(`${origin}/healthz/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready", buildLoaded: true });
    lifecycle.shuttingDown = true;
    try {
      expect((await fetch(`${origin}/healthz/ready`)).status).toBe(503);
    } finally {
      lifecycle.shuttingDown = false;
    }
  });

  it("counts requests by what served them, never by raw URL", async () => {
    await fetch(`${origin}/assets/entry-abc123.js`);
    const text = await metrics.registry.metrics();
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/assets\/\*",status="200",service="web"\} 1/,
    );
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/about-us",status="200",service="web"\} 2/,
    );
    expect(text).not.toContain("entry-abc123");
  });
});
