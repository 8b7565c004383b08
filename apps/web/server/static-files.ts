import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { acceptedCodings, notModified, strongEtag, writeAnswer } from "./http-answer";
import type { SecurityManifest } from "./security-headers";

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

/** The types of the files a build writes; anything else is sent as bytes. */
const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  // React Router's single-fetch payloads of prerendered pages, as its own server sends them.
  ".data": "text/x-script",
  ".svg": "image/svg+xml",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
};

/** One encoding of a file: its bytes, and every header of its 200 and its 304, computed once. */
interface Variant {
  body: Buffer;
  etag: string;
  headers: string[];
  notModifiedHeaders: string[];
}

/** A file answered from memory, in each encoding the build wrote for it. */
export interface StaticFile {
  /** Its label in metrics and logs. */
  route: string;
  modifiedSeconds: number;
  identity: Variant;
  br: Variant | null;
  gzip: Variant | null;
}

/** Paths of pages written to static HTML at build time (`/about-us` for `about-us/index.html`). */
export function findPrerenderedPages(clientDir: string): Set<string> {
  const pages = new Set<string>();
  for (const file of filesUnder(clientDir)) {
    if (path.basename(file) === "index.html") {
      pages.add(
        `/${path.relative(clientDir, path.dirname(file)).split(path.sep).join("/")}`.replace(/\/$/, "") ||
          "/",
      );
    }
  }
  return pages;
}

/**
 * Every file of the build's client folder but `_build/` (deploys rewrite it in place, so it is read
 * from disk on each request), with its `.br`/`.gz` siblings.
 */
function filesUnder(clientDir: string): string[] {
  if (!existsSync(clientDir)) return [];
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
      const full = path.join(dir, entry);
      if (!statSync(full).isDirectory()) return [full];
      return dir === clientDir && entry === "_build" ? [] : walk(full);
    });
  return walk(clientDir);
}

/**
 * Reads the build's files into memory, keyed by the path they answer: a prerendered page under its
 * page path (`/about-us`, with that page's hash-based policy), every other file under its own.
 */
export function loadStaticFiles(clientDir: string, security: SecurityManifest): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const all = filesUnder(clientDir);
  const present = new Set(all);
  for (const file of all) {
    if (/\.(br|gz)$/.test(file) && present.has(file.replace(/\.(br|gz)$/, ""))) continue;
    const relative = path.relative(clientDir, file).split(path.sep).join("/");
    const isPage = path.basename(file) === "index.html";
    const urlPath = isPage ? `/${path.dirname(relative)}`.replace(/\/\.?$/, "") || "/" : `/${relative}`;
    const isAsset = relative.startsWith("assets/");
    const policy = isPage ? (security.pages[urlPath] ?? security.files) : security.files;
    const cacheControl = isAsset ? IMMUTABLE : REVALIDATE;
    const route = isPage ? urlPath : isAsset ? "/assets/*" : "static file";
    const modified = statSync(file).mtime;
    const lastModified = modified.toUTCString();
    const sibling = (suffix: string) =>
      present.has(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`) : null;
    const br = sibling(".br");
    const gzip = sibling(".gz");
    const common = [
      ...Object.entries(policy).flat(),
      "Cache-Control",
      cacheControl,
      "Last-Modified",
      lastModified,
      ...(br || gzip ? ["Vary", "Accept-Encoding"] : []),
    ];
    const contentType = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
    const variant = (body: Buffer, coding: string | null): Variant => {
      const etag = strongEtag(body);
      const notModifiedHeaders = [...common, "ETag", etag];
      return {
        body,
        etag,
        notModifiedHeaders,
        headers: [
          ...notModifiedHeaders,
          "Content-Type",
          contentType,
          ...(coding ? ["Content-Encoding", coding] : []),
        ],
      };
    };
    files.set(urlPath, {
      route,
      modifiedSeconds: Math.floor(modified.getTime() / 1000),
      identity: variant(readFileSync(file), null),
      br: br && variant(br, "br"),
      gzip: gzip && variant(gzip, "gzip"),
    });
  }
  return files;
}

/** Answers a GET or HEAD with the best encoding the client accepts (br, then gzip), or 304. */
export function serveStaticFile(request: IncomingMessage, response: ServerResponse, file: StaticFile): void {
  const accepts = file.br || file.gzip ? acceptedCodings(request.headers["accept-encoding"]) : null;
  const variant = (accepts?.br ? file.br : null) ?? (accepts?.gzip ? file.gzip : null) ?? file.identity;
  if (notModified(request, variant.etag, file.modifiedSeconds)) {
    response.writeHead(304, variant.notModifiedHeaders);
    response.end();
    return;
  }
  writeAnswer(request, response, 200, variant.headers, [variant.body]);
}
