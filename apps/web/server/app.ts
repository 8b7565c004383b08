import { randomUUID } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import onHeaders from "on-headers";
import type { Logger } from "pino";
import { createRequestHandler as createPageRenderer, type ServerBuild } from "react-router";
import { FORM_BODY_TYPES } from "../app/forms/posted-form.server";
import { requestContext } from "../app/request-context";
import { RENDERED_PAGE_CACHE_CONTROL } from "./cache-policy";
import type { WebMetrics } from "./metrics";
import { createAllowedMethods, createRoutePatterns } from "./route-patterns";
import { contentSecurityPolicy, createNonce, readSecurityManifest } from "./security-headers";
import { createSharedPages, type SharedPages } from "./shared-pages";
import { loadStaticFiles, serveStaticFile } from "./static-files";

export { findPrerenderedPages } from "./static-files";

export interface WebAppOptions {
  buildDir: string;
  loadServerBuild: () => Promise<ServerBuild>;
  metrics: WebMetrics;
  log: Logger;
  /** `index.ts` sets `shuttingDown` before closing, so readiness fails while requests drain. */
  lifecycle: { shuttingDown: boolean };
  /** How long shared pages live without an announced change (tests shorten it). */
  sharedPageTtlMs?: number;
}

export interface WebServer {
  /** The `node:http` request listener: files and shared pages from memory, the rest to Express. */
  handle: RequestListener;
  /** Drops every shared page of this instance: news or the roadmap changed. */
  contentChanged: () => void;
}

/** The same shape the API accepts, so an id from nginx or a client follows the request everywhere. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * The methods the site answers through React Router. Any other that Node parses (TRACE, CONNECT,
 * PROPFIND…) cannot even become a fetch `Request` (TRACE and CONNECT are forbidden there), so it is
 * answered 405 before any framework, as no page takes it.
 */
const PAGE_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** What Express's handlers say a request was, for its metrics label. */
const expressRouteOf = (response: ServerResponse): string =>
  (response as ServerResponse & { locals?: { route?: string } }).locals?.route ?? "unmatched";

/**
 * The production web server. A plain `node:http` listener answers first, before any framework: the
 * build's files (prerendered pages, hashed assets, images) from memory, in the brotli or gzip copy the
 * build wrote, and the pages fed by news and the roadmap from a short-lived shared cache (decision
 * 0025). Everything else goes to Express and React Router, compressed on the fly.
 */
export function createWebServer({
  buildDir,
  loadServerBuild,
  metrics,
  log,
  lifecycle,
  sharedPageTtlMs,
}: WebAppOptions): WebServer {
  const clientDir = path.join(buildDir, "client");
  // Written by the build with the settings it baked in, so pages and headers name the same origins.
  const security = readSecurityManifest(buildDir);
  const files = loadStaticFiles(clientDir, security);
  const mode = process.env.NODE_ENV === "development" ? "development" : "production";
  const logRequests = log.isLevelEnabled("info");

  // Ready once the server build is loaded; until then and while shutting down, readiness says 503.
  let routePattern: ((pathname: string) => string) | null = null;
  let allowedMethods: ((pathname: string) => string) | null = null;
  let sharedPages: SharedPages | null = null;
  /** Renders a page through Express; made from the loaded build (see `pageHandlerOf`). */
  let renderPage: RequestHandler | null = null;
  const contentChanged = () => sharedPages?.clear();
  const buildLoaded = loadServerBuild();
  buildLoaded.then(
    (build) => {
      renderPage = pageHandlerOf(build);
      routePattern = createRoutePatterns(build);
      allowedMethods = createAllowedMethods(build);
      sharedPages = createSharedPages({
        security,
        routePattern,
        render: createPageRenderer(build, mode),
        contextFor: (nonce) => requestContext(nonce, contentChanged),
        ttlMs: sharedPageTtlMs,
      });
    },
    (error: unknown) => log.fatal({ err: error }, "the server build did not load"),
  );

  function finished(
    request: IncomingMessage,
    response: ServerResponse,
    requestId: string,
    route: string,
    started: bigint,
  ) {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    metrics.observe({ method: request.method ?? "GET", route, status: response.statusCode }, seconds);
    if (!logRequests) return;
    log.info(
      {
        reqId: requestId,
        method: request.method,
        url: request.url,
        route,
        status: response.statusCode,
        ms: Math.round(seconds * 10_000) / 10,
      },
      "request completed",
    );
  }

  const app = createExpressApp();

  const handle: RequestListener = (request, response) => {
    const started = process.hrtime.bigint();
    // The request id travels as a request header, so loaders' API calls (server-api.server.ts) carry it.
    const incoming = request.headers["x-request-id"];
    const requestId = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    request.headers["x-request-id"] = requestId;
    response.setHeader("X-Request-Id", requestId);

    const url = request.url ?? "/";
    const query = url.indexOf("?");
    const pathname = query === -1 ? url : url.slice(0, query);
    if (!PAGE_METHODS.has(request.method ?? "")) {
      response.writeHead(405, {
        ...security.files,
        Allow: allowedMethods?.(pathname) ?? "GET, HEAD",
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
      });
      response.end("405 Method Not Allowed\n");
      finished(request, response, requestId, "unmatched", started);
      return;
    }
    if (request.method === "GET" || request.method === "HEAD") {
      const file = files.get(pathname);
      if (file) {
        serveStaticFile(request, response, file);
        finished(request, response, requestId, file.route, started);
        return;
      }
    }

    // Loaders call the API on the visitor's behalf, so the site appends the address it saw, as a proxy
    // does: the API's per-address limits (demo launches, contact) then count the visitor, not the site.
    const forwarded = request.headers["x-forwarded-for"];
    const peer = request.socket.remoteAddress;
    if (peer) request.headers["x-forwarded-for"] = forwarded ? `${forwarded}, ${peer}` : peer;

    const toExpress = () => {
      response.on("finish", () => finished(request, response, requestId, expressRouteOf(response), started));
      app(request, response);
    };
    const shared = sharedPages;
    const route = shared?.routeOf(request, pathname) ?? null;
    if (!shared || route === null) {
      toExpress();
      return;
    }
    shared.answer(request, response, route).then(
      (answered) => {
        if (answered) finished(request, response, requestId, route, started);
        else toExpress();
      },
      (error: unknown) => {
        log.error({ err: error, reqId: requestId }, "shared page not rendered; rendering it alone");
        if (response.headersSent) response.destroy();
        else toExpress();
      },
    );
  };

  function createExpressApp(): Express {
    const app = express();
    app.disable("x-powered-by");

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

    // Only `_build/` is still on disk: a deploy rewrites its `latest.json` under running instances.
    app.use(
      "/_build",
      expressStaticGzip(path.join(clientDir, "_build"), {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: false,
        serveStatic: {
          redirect: false,
          setHeaders(response) {
            response.setHeader("Cache-Control", "no-cache");
            (response as unknown as express.Response).locals.route = "/_build/*";
          },
        },
      }),
    );

    app.use(compression());
    // A rendered page's inline scripts carry a nonce made for this answer alone (entry.server.tsx).
    app.use((request, response, next) => {
      const page = request.path === "/_root.data" ? "/" : request.path.replace(/\.data$/, "");
      onHeaders(response, () => {
        // What a shared cache may do with it, unless the route said (cache-policy.ts).
        if (!response.hasHeader("cache-control"))
          response.setHeader("Cache-Control", RENDERED_PAGE_CACHE_CONTROL);
        // A route error's own headers reach no document (React Router keeps them for the error
        // boundary's `headers`): what a refused method or body must say is added here, for every page.
        if (response.statusCode === 405 && !response.hasHeader("allow"))
          response.setHeader("Allow", allowedMethods?.(page) ?? "GET, HEAD");
        if (response.statusCode === 415 && !response.hasHeader("accept-post"))
          response.setHeader("Accept-Post", FORM_BODY_TYPES);
      });
      response.locals.route = routePattern?.(page) ?? "unmatched";
      const nonce = createNonce();
      response.locals.cspNonce = nonce;
      response.setHeader(
        "Content-Security-Policy",
        contentSecurityPolicy(security.settings, [`'nonce-${nonce}'`]),
      );
      next();
    });
    app.all("/{*path}", (request, response, next) => {
      if (renderPage) return renderPage(request, response, next);
      // A request before the build loaded waits for it (readiness says 503 meanwhile).
      buildLoaded.then(() => renderPage?.(request, response, next), next);
    });
    return app;
  }

  /**
   * React Router's handler over the loaded build itself: handed a function instead, it derives its
   * route table again (flattening and ranking every route) on every request, as a development server
   * must for hot reloads, which cost about a tenth of the site's CPU time.
   */
  function pageHandlerOf(build: ServerBuild): RequestHandler {
    return createRequestHandler({
      build,
      mode,
      getLoadContext: (_request, response) =>
        requestContext(response.locals.cspNonce as string, contentChanged),
    });
  }

  return { handle, contentChanged };
}
