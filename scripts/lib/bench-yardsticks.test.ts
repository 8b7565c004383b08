import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { root } from "../build";
import { stopChildren, waitForHttp } from "../process-group";
import {
  benchPorts,
  getRaw,
  gzippedBytes,
  pageScriptPaths,
  pageStylePaths,
  readCapturedAnswer,
  renderNginxYardstickConfig,
  residentBytes,
  startNginxYardstick,
  writeCapturedAnswer,
} from "./bench-yardsticks";

const workDir = mkdtempSync(path.join(tmpdir(), "bench-yardsticks-test-"));
const children: ChildProcess[] = [];
const cleanUps = [workDir];
afterAll(async () => {
  await stopChildren(children);
  for (const dir of cleanUps) rmSync(dir, { recursive: true, force: true });
});
// Away from the bench's own ports (36xx/46xx + offset) and the browser tests' (x555 + offset).
const port = (base: number) => base + Number(process.env.TEST_PORT_OFFSET ?? 0);

// A React Router page's head and bootstrap as the framework writes them (trimmed).
const routerPage = `<!DOCTYPE html><html><head>
<link rel="modulepreload" href="/assets/entry.client-DBZc.js"/>
<link rel="modulepreload" href="/assets/jsx-runtime-Bp.js"/>
<link rel="stylesheet" href="/assets/root-Ab.css"/>
<link rel="modulepreload" href="/assets/root-Dt.js"/>
</head><body><script type="module" async="">
import * as route0 from "/assets/root-Dt.js";
import * as route1 from "/assets/home-CO.js";
window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-DBZc.js","imports":["/assets/jsx-runtime-Bp.js"]},
"routes":{"routes/news":{"module":"/assets/news-TX.js","imports":[]}}};
import("/assets/entry.client-DBZc.js");
import "/assets/side-effect.js";
</script><script src="/assets/legacy.js"></script><link rel="preload" href="/fonts/sora.woff2"/></body></html>`;

describe("the scripts and styles a page loads", () => {
  it("finds preloads, script tags and the bootstrap's imports, once each, not the manifest's other routes", () => {
    expect(pageScriptPaths(routerPage)).toEqual([
      "/assets/entry.client-DBZc.js",
      "/assets/jsx-runtime-Bp.js",
      "/assets/root-Dt.js",
      "/assets/home-CO.js",
      "/assets/side-effect.js",
      "/assets/legacy.js",
    ]);
    expect(pageStylePaths(routerPage)).toEqual(["/assets/root-Ab.css"]);
  });

  it("weighs each file gzipped on its own", () => {
    const clientDir = path.join(workDir, "client");
    const files = { "/assets/a.js": "const a = 1;".repeat(200), "/assets/b.js": "export {}" };
    for (const [name, text] of Object.entries(files)) {
      const file = path.join(clientDir, name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
    const expected = Object.values(files).reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0);
    expect(gzippedBytes(clientDir, Object.keys(files))).toBe(expected);
  });
});

describe("resident memory", () => {
  it("reads VmRSS and VmHWM in bytes from a process status", () => {
    const status = "Name:\tnode\nVmHWM:\t  512000 kB\nVmRSS:\t  480000 kB\nThreads:\t11\n";
    expect(residentBytes(status)).toBe(480_000 * 1024);
    expect(residentBytes(status, "VmHWM")).toBe(512_000 * 1024);
    expect(residentBytes(readFileSync("/proc/self/status", "utf8"))).toBeGreaterThan(10 * 1024 * 1024);
  });

  it("refuses a status without the line", () => {
    expect(() => residentBytes("Name:\tnode\n")).toThrow("no VmRSS line");
  });
});

describe("the bench's ports", () => {
  it("keeps 3600 and 4600 without an offset and moves every port with one", () => {
    expect(benchPorts(0)).toMatchObject({ site: 3600, api: 4600 });
    const shifted = benchPorts(500);
    expect(Object.values(shifted)).toEqual(Object.values(benchPorts(0)).map((value) => value + 500));
    expect(new Set(Object.values(shifted)).size).toBe(Object.values(shifted).length);
  });

  it("refuses an offset that is not a port shift", () => {
    expect(() => benchPorts(Number("five"))).toThrow("TEST_PORT_OFFSET");
    expect(() => benchPorts(-100)).toThrow("TEST_PORT_OFFSET");
  });
});

const siteHeaders: Array<[string, string]> = [
  ["content-type", "text/html; charset=utf-8"],
  ["content-length", "31"],
  ["content-security-policy", "default-src 'self'; script-src 'self' 'sha256-abc='"],
  ["cache-control", "public, max-age=300"],
  ["etag", 'W/"1f-abc"'],
  ["date", "Tue, 24 Nov 2026 10:00:00 GMT"],
  ["connection", "keep-alive"],
];

describe("the nginx yardstick", () => {
  it("adds the site's headers but not those nginx writes itself", () => {
    const config = renderNginxYardstickConfig({
      listen: "127.0.0.1:1",
      urlPath: "/games/quest-of-ra",
      file: "/tmp/page.html",
      headers: siteHeaders,
      prefixDir: "/tmp/nginx",
    });
    expect(config).toContain(
      `add_header content-security-policy "default-src 'self'; script-src 'self' 'sha256-abc='";`,
    );
    expect(config).toContain('add_header cache-control "public, max-age=300";');
    expect(config).not.toMatch(/add_header (content-length|content-type|etag|date|connection)/);
    expect(config).toContain("location = /games/quest-of-ra {");
  });

  it("refuses a header value nginx would read as a variable", () => {
    expect(() =>
      renderNginxYardstickConfig({
        listen: "127.0.0.1:1",
        urlPath: "/",
        file: "/tmp/page.html",
        headers: [["x-odd", "costs $5"]],
        prefixDir: "/tmp/nginx",
      }),
    ).toThrow("cannot quote");
  });

  const nginx = ["/usr/sbin/nginx", "/usr/local/sbin/nginx"].find((candidate) => existsSync(candidate));
  it.runIf(nginx)("serves the same bytes with the same headers, unprivileged", async () => {
    const body = Buffer.from("<!DOCTYPE html><p>Quest of Ra</p>");
    const listen = `127.0.0.1:${port(3695)}`;
    const { child, dir } = startNginxYardstick(nginx as string, {
      listen,
      urlPath: "/games/quest-of-ra",
      headers: siteHeaders,
      body,
    });
    children.push(child);
    cleanUps.push(dir);
    await waitForHttp(`http://${listen}/games/quest-of-ra`, 10_000);
    const answer = await getRaw(`http://${listen}/games/quest-of-ra`);
    expect(answer.body.equals(body)).toBe(true);
    const headers = new Map(answer.headers);
    expect(headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(headers.get("content-security-policy")).toBe(siteHeaders[2]?.[1]);
    expect(headers.get("cache-control")).toBe("public, max-age=300");
    expect((await getRaw(`http://${listen}/games/other`)).status).toBe(404);
  });
});

describe("the bare node:http yardstick", () => {
  it("replays a captured answer's status, headers and bytes", async () => {
    const captured = {
      status: 200,
      headers: [
        ["content-type", "application/json; charset=utf-8"],
        ["content-length", "11"],
        ["cache-control", "public, max-age=60"],
        ["date", "Tue, 24 Nov 2026 10:00:00 GMT"],
      ] as Array<[string, string]>,
      body: Buffer.from('{"items":1}'),
    };
    const file = path.join(workDir, "answer.json");
    writeCapturedAnswer(file, captured);
    expect(readCapturedAnswer(file).headers.map(([name]) => name)).not.toContain("date");
    const listen = port(4695);
    children.push(
      spawn(process.execPath, ["--import", "tsx", "scripts/lib/bare-http-server.ts", file, String(listen)], {
        cwd: root,
        stdio: "ignore",
      }),
    );
    await waitForHttp(`http://127.0.0.1:${listen}/v1/games?limit=50`, 20_000);
    const answer = await getRaw(`http://127.0.0.1:${listen}/v1/games?limit=50`);
    expect(answer.status).toBe(200);
    expect(answer.body.equals(captured.body)).toBe(true);
    expect(answer.headers).toEqual(expect.arrayContaining(captured.headers.slice(0, 3)));
    // Its own date, not the captured one.
    expect(new Map(answer.headers).get("date")).not.toBe("Tue, 24 Nov 2026 10:00:00 GMT");
    // Starting a tsx process took 5.1 s on two cores shared with six other runs: room for the 20 s wait.
  }, 30_000);

  it("refuses a file that is not a captured answer", () => {
    const file = path.join(workDir, "other.json");
    writeFileSync(file, JSON.stringify({ status: "200", headers: [], body: "" }));
    expect(() => readCapturedAnswer(file)).toThrow("not an answer saved by writeCapturedAnswer");
  });
});
