import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderNginxConfig } from "../../../deploy/nginx/render-config";
import { findPrerenderedPages } from "./app";
import { type SecurityManifest, writeSecurityManifest } from "./security-headers";

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));

const page = [
  "<!DOCTYPE html><html><head></head><body><h1>About</h1>",
  '<script>window.__reactRouterContext = {"url":"/about-us"};</script>',
  '<script type="module" async="">import "/assets/entry.client-abc.js";</script>',
  "</body></html>",
].join("");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

/** nginx as deployed (render-config.ts), serving a site build's files with the build's headers. */
describe.skipIf(!NGINX)("nginx in front of the site", () => {
  let dir: string;
  let nginx: ChildProcess | undefined;
  let origin: string;
  let manifest: SecurityManifest;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "quillspin-nginx-"));
    // Started as root, nginx's workers run as an unprivileged user who must read the files.
    chmodSync(dir, 0o755);
    const buildDir = path.join(dir, "build");
    const clientDir = path.join(buildDir, "client");
    mkdirSync(path.join(clientDir, "about-us"), { recursive: true });
    mkdirSync(path.join(clientDir, "assets"));
    writeFileSync(path.join(clientDir, "about-us/index.html"), page);
    writeFileSync(path.join(clientDir, "assets/entry.client-abc.js"), "console.info('entry')");
    manifest = writeSecurityManifest(
      buildDir,
      { siteUrl: "https://www.quillspin.games", apiBaseUrl: "https://api.quillspin.games/v1" },
      findPrerenderedPages(clientDir),
    );
    const port = await freePort();
    const tempDir = path.join(dir, "nginx");
    mkdirSync(tempDir);
    const confFile = path.join(tempDir, "nginx.conf");
    writeFileSync(
      confFile,
      renderNginxConfig({
        listen: `127.0.0.1:${port}`,
        // Nothing listens there: only the files nginx serves itself are asked for.
        webServers: ["127.0.0.1:9"],
        apiServers: ["127.0.0.1:9"],
        clientDir,
        tempDir,
        errorLog: path.join(tempDir, "error.log"),
        accessLog: path.join(tempDir, "access.log"),
        workerProcesses: 1,
        brotli: false,
      }),
    );
    const global = `daemon off; pid ${path.join(tempDir, "nginx.pid")};`;
    nginx = spawn(NGINX as string, ["-p", tempDir, "-c", confFile, "-g", global], { stdio: "ignore" });
    origin = `http://127.0.0.1:${port}`;
    for (let attempt = 0; ; attempt++) {
      try {
        await fetch(`${origin}/assets/entry.client-abc.js`);
        break;
      } catch (error) {
        if (attempt > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });
  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once("exit", resolve));
      nginx.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it("sends a prerendered page's headers from the build's manifest, with and without a trailing slash", async () => {
    for (const url of ["/about-us", "/about-us/"]) {
      const response = await fetch(`${origin}${url}`);
      expect(response.status, url).toBe(200);
      for (const [name, value] of Object.entries(manifest.pages["/about-us"] ?? {})) {
        expect(response.headers.get(name), `${url} ${name}`).toBe(value);
      }
    }
    const policy = manifest.pages["/about-us"]?.["Content-Security-Policy"] ?? "";
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+' 'sha256-[^']+';/);
  });

  it("sends the policy that allows no inline script, and HSTS for an https site, with other files", async () => {
    const response = await fetch(`${origin}/assets/entry.client-abc.js`);
    expect(response.status).toBe(200);
    for (const [name, value] of Object.entries(manifest.files)) {
      expect(response.headers.get(name), name).toBe(value);
    }
    expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});
