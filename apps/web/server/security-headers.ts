import { createHash, randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { STRICT_TRANSPORT_SECURITY } from "@quillspin/contracts";
import type { PublicSettings } from "../config/public-env";

/**
 * The site's security headers, defined here only: the web server sends them (`app.ts`) and the build
 * writes them, per prerendered page, into `security-headers.json`, which nginx's configuration is
 * rendered from (`deploy/nginx/render-config.ts`). Decision note 0011 explains the policy.
 */
export type SecuritySettings = Pick<PublicSettings, "siteUrl" | "apiBaseUrl">;

/** The file, beside `client/`, that the build writes and the server and nginx read. */
export const SECURITY_MANIFEST = "security-headers.json";

export interface SecurityManifest {
  /** The public settings the build baked in: the origins the browser talks to. */
  settings: SecuritySettings;
  /** Headers of every answer that is not a prerendered page (assets, build ids, other files). */
  files: Record<string, string>;
  /** Headers of each prerendered page, by path: its inline scripts allowed by their hashes. */
  pages: Record<string, Record<string, string>>;
}

/** Features the site never uses; fullscreen and autoplay stay for the demo player's frame. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=(self)",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=(self)",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "idle-detection=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "picture-in-picture=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/** The headers every answer of the site carries, whatever its content. */
export function baseSecurityHeaders(settings: SecuritySettings): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // The demo player is framed by the site's own modal; nothing else may frame a page.
    "X-Frame-Options": "SAMEORIGIN",
    "Permissions-Policy": PERMISSIONS_POLICY,
  };
  // Over plain http the header would be ignored, and it would pin a development host to https.
  if (new URL(settings.siteUrl).protocol === "https:") {
    headers["Strict-Transport-Security"] = STRICT_TRANSPORT_SECURITY;
  }
  return headers;
}

/**
 * The Content-Security-Policy with `scriptSources` (a nonce or hashes) as the only inline scripts
 * allowed; every script file comes from the site itself.
 */
export function contentSecurityPolicy(settings: SecuritySettings, scriptSources: readonly string[]): string {
  const site = new URL(settings.siteUrl).origin;
  const api = new URL(settings.apiBaseUrl).origin;
  const unique = (...sources: string[]) => [...new Set(sources)].join(" ");
  return [
    "default-src 'self'",
    `script-src ${unique("'self'", ...scriptSources)}`,
    // React writes style attributes and the toasts inject their stylesheet; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Every image is the site's own, article covers included (newsCoverUrlSchema: the studio's drawn
    // covers and the news desk's uploads); small images are inlined as data.
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${unique("'self'", api)}`,
    // The demo player's address is made by the API from SITE_URL, which may differ from the host served.
    `frame-src ${unique("'self'", site)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/** A fresh nonce for one rendered page: 128 random bits. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** The scripts a browser runs that CSP hashes cover: inline, and not a data block such as JSON-LD. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK = /\btype\s*=\s*["']?(?!module\b|text\/javascript\b|application\/javascript\b)[^"'\s>]+/i;

/** `'sha256-…'` sources for every inline script of a static page, in document order, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** Computes every static answer's headers for the build in `buildDir` and writes the manifest. */
export function writeSecurityManifest(
  buildDir: string,
  settings: SecuritySettings,
  prerenderedPages: Iterable<string>,
): SecurityManifest {
  const clientDir = path.join(buildDir, "client");
  const base = baseSecurityHeaders(settings);
  const pages: SecurityManifest["pages"] = {};
  for (const page of [...prerenderedPages].sort()) {
    const html = readFileSync(path.join(clientDir, page, "index.html"), "utf8");
    pages[page] = {
      ...base,
      "Content-Security-Policy": contentSecurityPolicy(settings, inlineScriptHashes(html)),
    };
  }
  const manifest: SecurityManifest = {
    settings: { siteUrl: settings.siteUrl, apiBaseUrl: settings.apiBaseUrl },
    files: { ...base, "Content-Security-Policy": contentSecurityPolicy(settings, []) },
    pages,
  };
  writeFileSync(path.join(buildDir, SECURITY_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export function readSecurityManifest(buildDir: string): SecurityManifest {
  return JSON.parse(readFileSync(path.join(buildDir, SECURITY_MANIFEST), "utf8")) as SecurityManifest;
}
