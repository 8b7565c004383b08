import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { requestContext } from "../app/request-context";
import type { WebMetrics } from "./metrics";
import { createRoutePatterns } from "./route-patterns";
import { contentSecurityPolicy, createNonce, readSecurityManifest } from "./security-headers";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

/** Paths of pages written to static HTML at build time (`/about-us` for `about-us/index.html`). */
export function findPrerenderedPages(clientDir: string): Set<string> {
  const pages = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) {
        if (entry !== "assets" && entry !== "_build") walk(full, `${prefix}/${entry}`);
      } else if (entry === "index.html") {
        pages.add(prefix || "/");
      }
    }
  };
  if (existsSync(clientDir)) walk(clientDir, "");
  return pages;
}

export interface WebAppOptions {
  buildDir: string;
  loadServerBuild: () => Promise<ServerBuild>;
  metrics: WebMetrics;
  log: Logger;
  /** `index.ts` sets `shuttingDown` before closing, so readiness fails while requests drain. */
  lifecycle: { shuttingDown: boolean };
}

/** The same shape the API accepts, so an id from nginx or a client follows the request everywhere. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** What a request was, for its metrics label: set by whichever handler answers it. */
const routeOf = (response: Response): string => response.locals.route ?? "unmatched";

/**
 * The production web server: hashed assets and prerendered pages straight from disk (brotli or gzip
 * files written at build time), everything else rendered by React Router and compressed on the fly.
 */
export function createWebApp({ buildDir, loadServerBuild, metrics, log, lifecycle }: WebAppOptions): Express {
  const clientDir = path.join(buildDir, "client");
  const prerendered = findPrerenderedPages(clientDir);
  // Written by the build with the settings it baked in, so pages and headers name the same origins.
  const security = readSecurityManifest(buildDir);
  const app = express();
  app.disable("x-powered-by");

  // Ready once the server build is loaded; until then and while shutting down, readiness says 503.
  let routePattern: ((pathname: string) => string) | null = null;
  loadServerBuild().then(
    (build) => {
      routePattern = createRoutePatterns(build);
    },
    (error: unknown) => log.fatal({ err: error }, "the server build did not load"),
  );

  // The request id travels as a request header, so loaders' API calls (server-api.server.ts) carry it.
  app.use((request, response, next) => {
    const incoming = request.headers["x-request-id"];
    const requestId = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    request.headers["x-request-id"] = requestId;
    response.setHeader("X-Request-Id", requestId);
    // Loaders call the API on the visitor's behalf, so the site appends the address it saw, as a proxy
    // does: the API's per-address limits (demo launches, contact) then count the visitor, not the site.
    const forwarded = request.headers["x-forwarded-for"];
    const peer = request.socket.remoteAddress;
    if (peer) request.headers["x-forwarded-for"] = forwarded ? `${forwarded}, ${peer}` : peer;
    const started = process.hrtime.bigint();
    response.on("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeOf(response);
      metrics.observe({ method: request.method, route, status: response.statusCode }, seconds);
      log.info(
        {
          reqId: requestId,
          method: request.method,
          url: request.originalUrl,
          route,
          status: response.statusCode,
          ms: Math.round(seconds * 10_000) / 10,
        },
        "request completed",
      );
    });
    next();
  });

  app.get("/healthz/live", (_request, response) => {
    response.locals.route = "/healthz/live";
    response.json({ status: "ok" });
  });
  app.get("/healthz/ready", (_request, response) => {
    response.locals.route = "/healthz/ready";
    const ready = routePattern !== null && !lifecycle.shuttingDown;
    response.status(ready ? 200 : 503).json({
      status: ready ? "ready" : "unavailable",
      buildLoaded: routePattern !== null,
      shuttingDown: lifecycle.shuttingDown,
    });
  });

  // Static files get the policy that allows no inline script; pages replace it below.
  app.use((_request, response, next) => {
    response.set(security.files);
    next();
  });

  // A prerendered page is served as its file; the request is rewritten before the static handler.
  // Its inline scripts are fixed at build time, so its policy allows them by their hashes.
  app.use((request, response, next) => {
    if ((request.method === "GET" || request.method === "HEAD") && prerendered.has(request.path)) {
      response.locals.route = request.path;
      const headers = security.pages[request.path];
      if (headers) response.set(headers);
      const query = request.url.slice(request.path.length);
      request.url = `${request.path === "/" ? "" : request.path}/index.html${query}`;
    }
    next();
  });

  app.use(
    expressStaticGzip(clientDir, {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: {
        redirect: false,
        setHeaders(response, filePath) {
          const relative = path.relative(clientDir, filePath);
          const locals = (response as unknown as Response).locals;
          if (relative.startsWith(`assets${path.sep}`)) {
            response.setHeader("Cache-Control", IMMUTABLE);
            locals.route = "/assets/*";
          } else if (relative.startsWith(`_build${path.sep}`)) {
            response.setHeader("Cache-Control", "no-cache");
            locals.route = "/_build/*";
          } else {
            response.setHeader("Cache-Control", REVALIDATE);
            locals.route ??= "static file";
          }
        },
      },
    }),
  );

  app.use(compression());
  // A rendered page's inline scripts carry a nonce made for this answer alone (entry.server.tsx).
  app.use((request, response, next) => {
    response.locals.route = routePattern?.(request.path.replace(/\.data$/, "")) ?? "unmatched";
    const nonce = createNonce();
    response.locals.cspNonce = nonce;
    response.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy(security.settings, [`'nonce-${nonce}'`]),
    );
    next();
  });
  app.all(
    "/{*path}",
    createRequestHandler({
      build: loadServerBuild,
      mode: process.env.NODE_ENV === "development" ? "development" : "production",
      getLoadContext: (_request, response) => requestContext(response.locals.cspNonce as string),
    }),
  );
  return app;
}
