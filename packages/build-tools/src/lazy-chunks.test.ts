import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lazyChunkFailures, reachableFiles } from "./lazy-chunks";
import type { RouteWeight } from "./route-weights";

// Chunks as Vite writes them, minified: a static import, a re-export and an on-demand import.
const files: Record<string, string> = {
  "player-a1.js": 'import{s as t}from"./shared-b2.js";const l=()=>import("./pixi-stage-c3.js");export{l};',
  "shared-b2.js": 'export*from"./util-d4.js";',
  "util-d4.js": "export const s=1;",
  "pixi-stage-c3.js": 'import"./renderer-e5.js";const w=()=>import("./webgl-f6.js");',
  "renderer-e5.js": "export const r=2;",
  "webgl-f6.js": "export const g=3;",
  "home-g7.js": 'import"./shared-b2.js";',
  "news-h8.js": 'import"./home-g7.js";const p=()=>import("./player-a1.js");',
};

const page = (routeId: string, file: string): RouteWeight => ({
  routeId,
  path: `/${routeId}`,
  files: [`/assets/${file}`],
  gzipBytes: 0,
});

let clientDir: string;
beforeAll(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), "lazy-chunks-"));
  mkdirSync(path.join(clientDir, "assets"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(clientDir, "assets", name), text);
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const rule = { what: "the renderer", chunk: /^pixi-stage-\w+\.js$/, allowedRoutes: ["routes/player"] };

describe("reachableFiles", () => {
  it("follows static imports, re-exports and on-demand imports to the end", () => {
    expect(reachableFiles(clientDir, ["/assets/player-a1.js"])).toEqual(
      new Set(
        ["player-a1", "shared-b2", "util-d4", "pixi-stage-c3", "renderer-e5", "webgl-f6"].map(
          (name) => `/assets/${name}.js`,
        ),
      ),
    );
    expect(reachableFiles(clientDir, ["/assets/home-g7.js"])).toEqual(
      new Set(["/assets/home-g7.js", "/assets/shared-b2.js", "/assets/util-d4.js"]),
    );
  });
});

describe("lazyChunkFailures", () => {
  it("passes when only the allowed pages can load the chunk", () => {
    expect(
      lazyChunkFailures(
        clientDir,
        [page("routes/player", "player-a1.js"), page("routes/home", "home-g7.js")],
        rule,
      ),
    ).toEqual([]);
  });

  it("names a page that can reach the chunk through an on-demand import of another page's module", () => {
    const failures = lazyChunkFailures(
      clientDir,
      [page("routes/player", "player-a1.js"), page("routes/news", "news-h8.js")],
      rule,
    );
    expect(failures).toEqual([
      "routes/news (/routes/news) can load the renderer (/assets/pixi-stage-c3.js); only routes/player may",
    ]);
  });

  it("fails when no page can load the chunk any more, so a renamed chunk does not turn the check off", () => {
    expect(lazyChunkFailures(clientDir, [page("routes/home", "home-g7.js")], rule)).toEqual([
      "no page can load the renderer (a chunk named like /^pixi-stage-\\w+\\.js$/): was it renamed?",
    ]);
  });
});
