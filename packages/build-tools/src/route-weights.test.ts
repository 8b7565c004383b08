import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type RouterManifest,
  routeBudgetFailures,
  routeScriptWeights,
  routeWeightRows,
} from "./route-weights";

// A client build laid out as React Router 7 writes it: hashed chunks in assets/ and the manifest as
// `window.__reactRouterManifest=...` in assets/manifest-<hash>.js.
const manifest: RouterManifest = {
  entry: { module: "/assets/entry.client-a1.js", imports: ["/assets/react-b2.js", "/assets/messages-k1.js"] },
  routes: {
    root: { id: "root", path: "", module: "/assets/root-c3.js", imports: ["/assets/react-b2.js"] },
    "layouts/default": {
      id: "layouts/default",
      parentId: "root",
      module: "/assets/default-d4.js",
      imports: ["/assets/header-e5.js"],
    },
    "routes/home": {
      id: "routes/home",
      parentId: "layouts/default",
      index: true,
      module: "/assets/home-f6.js",
      imports: ["/assets/header-e5.js", "/assets/card-g7.js"],
    },
    "routes/game": {
      id: "routes/game",
      parentId: "layouts/default",
      path: "games/:slug",
      module: "/assets/game-h8.js",
      imports: ["/assets/zod-i9.js"],
    },
    "routes/sitemap": {
      id: "routes/sitemap",
      parentId: "root",
      path: "sitemap.xml",
      module: "/assets/sitemap-j0.js",
      hasDefaultExport: false,
    },
  },
};

/** Files of distinct sizes; the entry's helper chunk loads the messages with a literal `import()`. */
const files: Record<string, string> = {
  "entry.client-a1.js": `import"./react-b2.js";import"./messages-k1.js";${"e".repeat(50)}`,
  "react-b2.js": "react ".repeat(400),
  "messages-k1.js": 'const l=()=>import("./en-l2.js");export{l};',
  "en-l2.js": 'import"./plural-m3.js";export default{hello:"Hello"};',
  "plural-m3.js": "plural ".repeat(20),
  "root-c3.js": "root ".repeat(30),
  "default-d4.js": "layout ".repeat(30),
  "header-e5.js": "header ".repeat(60),
  "home-f6.js": "home ".repeat(80),
  "card-g7.js": "card ".repeat(40),
  "game-h8.js": "game ".repeat(80),
  "zod-i9.js": Array.from({ length: 3000 }, (_, i) => `z${i * 7919}`).join(","),
  "sitemap-j0.js": "",
};

let clientDir: string;
const gz = (name: string) => gzipSync(files[name] as string, { level: 9 }).length;

beforeAll(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), "route-weights-"));
  mkdirSync(path.join(clientDir, "assets"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(clientDir, "assets", name), text);
  writeFileSync(
    path.join(clientDir, "assets/manifest-0f1e2d3c.js"),
    `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
  );
});

afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe("routeScriptWeights", () => {
  it("sums each page's entry, route chain and imports once, with what the entry awaits, gzipped", async () => {
    const weights = await routeScriptWeights(clientDir);
    expect(weights.map((weight) => [weight.routeId, weight.path])).toEqual([
      ["routes/game", "/games/:slug"],
      ["routes/home", "/"],
    ]);
    const home = weights.find((weight) => weight.routeId === "routes/home");
    const homeFiles = [
      "entry.client-a1.js",
      "react-b2.js",
      "messages-k1.js",
      "en-l2.js",
      "plural-m3.js",
      "root-c3.js",
      "default-d4.js",
      "header-e5.js",
      "home-f6.js",
      "card-g7.js",
    ];
    expect(new Set(home?.files)).toEqual(new Set(homeFiles.map((name) => `/assets/${name}`)));
    expect(home?.files).toHaveLength(homeFiles.length);
    expect(home?.gzipBytes).toBe(homeFiles.reduce((sum, name) => sum + gz(name), 0));
  });

  it("leaves out a chunk the entry loads on demand but does not await, with its imports", async () => {
    const weights = await routeScriptWeights(clientDir, {
      awaitedImport: (file) => file !== "/assets/en-l2.js",
    });
    const home = weights.find((weight) => weight.routeId === "routes/home");
    expect(home?.files).toContain("/assets/messages-k1.js");
    expect(home?.files).not.toContain("/assets/en-l2.js");
    expect(home?.files).not.toContain("/assets/plural-m3.js");
  });

  it("refuses a folder without exactly one React Router manifest", async () => {
    const empty = mkdtempSync(path.join(tmpdir(), "route-weights-empty-"));
    mkdirSync(path.join(empty, "assets"));
    try {
      await expect(routeScriptWeights(empty)).rejects.toThrow(/expected one React Router manifest/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe("routeBudgetFailures", () => {
  it("passes pages within their budgets", async () => {
    const weights = await routeScriptWeights(clientDir);
    const budgets = Object.fromEntries(weights.map((w) => [w.routeId, Math.ceil(w.gzipBytes / 1024)]));
    expect(routeBudgetFailures(weights, budgets)).toEqual([]);
  });

  it("names the page, its size and its budget when a page grows past it", async () => {
    const weights = await routeScriptWeights(clientDir);
    const game = weights.find((weight) => weight.routeId === "routes/game");
    const home = weights.find((weight) => weight.routeId === "routes/home");
    if (!game || !home) throw new Error("the fixture's pages are missing");
    // The game page imports the big chunk: a budget of the home page's size is too small for it.
    const budget = Math.ceil(home.gzipBytes / 1024);
    expect(game.gzipBytes).toBeGreaterThan(budget * 1024);
    const failures = routeBudgetFailures(weights, { "routes/home": budget, "routes/game": budget });
    expect(failures).toEqual([
      `routes/game (/games/:slug) loads ${(game.gzipBytes / 1024).toFixed(1)} KiB of JS gzipped, over its budget of ${budget} KiB by ${((game.gzipBytes - budget * 1024) / 1024).toFixed(1)} KiB`,
    ]);
  });

  it("fails a page without a budget and a budget without a page", async () => {
    const weights = await routeScriptWeights(clientDir);
    const failures = routeBudgetFailures(weights, { "routes/home": 1000, "routes/gone": 10 });
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatch(
      /^routes\/game \(\/games\/:slug\) has no JS budget: it loads [\d.]+ KiB gzipped/,
    );
    expect(failures[1]).toBe("apps/web/route-budgets.ts has a budget for routes/gone, which is no page");
  });
});

describe("routeWeightRows", () => {
  it("gives each public page its budget and its ratio to the bare app's home", () => {
    const rows = routeWeightRows(
      [
        { routeId: "routes/home", path: "/", files: ["/a.js", "/b.js"], gzipBytes: 115 * 1024 },
        { routeId: "routes/admin-news", path: "/admin/news", files: ["/a.js"], gzipBytes: 200 * 1024 },
      ],
      { "routes/home": 120 },
      100 * 1024,
    );
    expect(rows).toEqual([
      [
        "JS /, gzipped",
        "115.0 KiB in 2 files, budget 120 KiB, 1.15x the bare app's home (100.0 KiB), aim at most 1.15x",
      ],
    ]);
  });
});
