import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { createWebServer, findPrerenderedPages } from "./app";
import { createWebMetrics } from "./metrics";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  SECURITY_MANIFEST,
  type SecuritySettings,
  writeSecurityManifest,
} from "./security-headers";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const handoff = 'window.__reactRouterContext = {"url":"/about-us"};';
const entry = 'import "/assets/entry.client-abc.js";';
const page = [
  "<!DOCTYPE html><html><head>",
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<link rel="modulepreload" href="/assets/entry.client-abc.js"/>',
  "</head><body><h1>About</h1>",
  `<script>${handoff}</script>`,
  `<script type="module" async="">${entry}</script>`,
  '<script src="/assets/other.js"></script>',
  "</body></html>",
].join("");

describe("inline script hashes", () => {
  it("hash each inline script a browser runs, and skip script files and JSON-LD", () => {
    expect(inlineScriptHashes(page)).toEqual([sha256(handoff), sha256(entry)]);
  });
});

describe("the content security policy", () => {
  const settings = { siteUrl: "https://www.quillspin.games", apiBaseUrl: "https://api.quillspin.games/v1" };

  it("allows inline scripts only by the sources given and names the API for connections", () => {
    const policy = contentSecurityPolicy(settings, ["'nonce-abc'"]);
    expect(policy).toContain("script-src 'self' 'nonce-abc';");
    expect(policy).toContain("connect-src 'self' https://api.quillspin.games;");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("loads images from the site itself only: no reader's browser fetches a third party's cover", () => {
    const policy = contentSecurityPolicy(settings, ["'nonce-abc'"]);
    expect(policy).toContain("img-src 'self' data:;");
    expect(policy).not.toMatch(/img-src[^;]*https:/);
  });
});

/** A site build on disk with one prerendered page, served by the real web server. */
async function serveBuild(settings: SecuritySettings) {
  const buildDir = mkdtempSync(path.join(tmpdir(), "quillspin-web-csp-"));
  const client = path.join(buildDir, "client");
  mkdirSync(path.join(client, "about-us"), { recursive: true });
  mkdirSync(path.join(client, "assets"));
  writeFileSync(path.join(client, "about-us/index.html"), page);
  writeFileSync(path.join(client, "assets/entry.client-abc.js"), "console.info('entry')");
  writeSecurityManifest(buildDir, settings, findPrerenderedPages(client));
  const web = createWebServer({
    buildDir,
    loadServerBuild: async () => ({ routes: {} }) as unknown as ServerBuild,
    metrics: createWebMetrics(),
    log: pino({ level: "silent" }),
    lifecycle: { shuttingDown: false },
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = createServer(web.handle).listen(0, "127.0.0.1", () => resolve(listening));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    buildDir,
    origin,
    close: () => {
      server.close();
      rmSync(buildDir, { recursive: true, force: true });
    },
  };
}

describe("the web server's security headers", () => {
  const opened: { close: () => void }[] = [];
  afterAll(() => {
    for (const site of opened) site.close();
  });

  it("on an https site: HSTS, Permissions-Policy, and a prerendered page's scripts by hash", async () => {
    const site = await serveBuild({
      siteUrl: "https://www.quillspin.games",
      apiBaseUrl: "https://api.quillspin.games/v1",
    });
    opened.push(site);
    const response = await fetch(`${site.origin}/about-us`);
    expect(response.status).toBe(200);
    expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain(`script-src 'self' ${sha256(handoff)} ${sha256(entry)};`);
    expect(policy).toContain("connect-src 'self' https://api.quillspin.games;");

    const asset = await fetch(`${site.origin}/assets/entry.client-abc.js`);
    expect(asset.headers.get("content-security-policy")).toContain("script-src 'self';");
    expect(asset.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");

    // nginx's configuration is rendered from the same file, so both send the same headers.
    const manifest = JSON.parse(readFileSync(path.join(site.buildDir, SECURITY_MANIFEST), "utf8"));
    expect(manifest.pages["/about-us"]["Content-Security-Policy"]).toBe(policy);
  });

  it("on a plain http site: no HSTS, the rest the same", async () => {
    const site = await serveBuild({
      siteUrl: "http://localhost:3000",
      apiBaseUrl: "http://localhost:4000/v1",
    });
    opened.push(site);
    const response = await fetch(`${site.origin}/about-us`);
    expect(response.status).toBe(200);
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(response.headers.get("permissions-policy")).toContain("microphone=()");
    expect(response.headers.get("content-security-policy")).toContain(
      "connect-src 'self' http://localhost:4000;",
    );
  });
});
