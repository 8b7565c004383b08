import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWebServer } from "./app";
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

/** A request with any method Node sends, TRACE included (fetch refuses to send it). */
function rawRequest(origin: string, method: string, path: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const sent = httpRequest(`${origin}${path}`, { method }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    sent.on("error", reject);
    sent.end();
  });
}

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
    // What the build writes beside every compressible file.
    writeFileSync(
      path.join(client, "assets/entry-abc123.js.br"),
      brotliCompressSync("console.info('entry')"),
    );
    writeFileSync(path.join(client, "assets/entry-abc123.js.gz"), gzipSync("console.info('entry')"));
    const settings = { siteUrl: "http://localhost:3000", apiBaseUrl: "http://localhost:4000/v1" };
    writeSecurityManifest(buildDir, settings, ["/about-us"]);
    const web = createWebServer({ buildDir, loadServerBuild: async () => build, metrics, log, lifecycle });
    await new Promise<void>((resolve) => {
      server = createServer(web.handle).listen(0, "127.0.0.1", () => resolve());
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

  it("answers 405 to a method no page takes (TRACE, CONNECT, WebDAV's), before any framework", async () => {
    for (const method of ["TRACE", "PROPFIND", "MKCOL", "LOCK"]) {
      const response = await rawRequest(origin, method, "/about-us");
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    }
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

  it("answers files from memory in the best encoding asked for, with validators and 304s", async () => {
    const asset = `${origin}/assets/entry-abc123.js`;
    const encodingOf = async (acceptEncoding: string) =>
      (await fetch(asset, { headers: { "accept-encoding": acceptEncoding } })).headers.get(
        "content-encoding",
      );
    expect(await encodingOf("gzip, deflate, br")).toBe("br");
    expect(await encodingOf("gzip, br;q=0")).toBe("gzip");
    expect(await encodingOf("identity")).toBeNull();

    const response = await fetch(asset, { headers: { "accept-encoding": "identity" } });
    expect(await response.text()).toBe("console.info('entry')");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    const etag = response.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]{27}"$/);

    const conditional = (headers: Record<string, string>) =>
      fetch(asset, { headers: { "accept-encoding": "identity", ...headers } }).then(
        (answer) => answer.status,
      );
    expect(await conditional({ "if-none-match": etag })).toBe(304);
    expect(await conditional({ "if-none-match": `"other", W/${etag}` })).toBe(304);
    expect(await conditional({ "if-none-match": '"other"' })).toBe(200);
    const modified = response.headers.get("last-modified") ?? "";
    expect(await conditional({ "if-modified-since": modified })).toBe(304);
    expect(
      await conditional({ "if-modified-since": new Date(Date.parse(modified) - 1000).toUTCString() }),
    ).toBe(200);

    const page = await fetch(`${origin}/about-us`, { method: "HEAD" });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-length")).toBe(String("<h1>About Quillspin Games</h1>".length));
    expect(page.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
  });
});
