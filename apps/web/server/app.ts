import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express } from "express";
import expressStaticGzip from "express-static-gzip";
import type { ServerBuild } from "react-router";

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
}

/**
 * The production web server: hashed assets and prerendered pages straight from disk (brotli or gzip
 * files written at build time), everything else rendered by React Router and compressed on the fly.
 */
export function createWebApp({ buildDir, loadServerBuild }: WebAppOptions): Express {
  const clientDir = path.join(buildDir, "client");
  const prerendered = findPrerenderedPages(clientDir);
  const app = express();
  app.disable("x-powered-by");

  app.use((_request, response, next) => {
    response.setHeader("X-Content-Type-Options", "nosniff");
    response.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    response.setHeader("X-Frame-Options", "SAMEORIGIN");
    next();
  });

  // A prerendered page is served as its file; the request is rewritten before the static handler.
  app.use((request, _response, next) => {
    if ((request.method === "GET" || request.method === "HEAD") && prerendered.has(request.path)) {
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
          if (relative.startsWith(`assets${path.sep}`)) response.setHeader("Cache-Control", IMMUTABLE);
          else if (relative.startsWith(`_build${path.sep}`)) response.setHeader("Cache-Control", "no-cache");
          else response.setHeader("Cache-Control", REVALIDATE);
        },
      },
    }),
  );

  app.use(compression());
  app.all(
    "/{*path}",
    createRequestHandler({
      build: loadServerBuild,
      mode: process.env.NODE_ENV === "development" ? "development" : "production",
    }),
  );
  return app;
}
