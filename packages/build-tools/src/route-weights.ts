// The JavaScript a visitor downloads before a page can run, per route, read from React Router's build
// manifest: the client entry and its imports, then for every route from the root down to the page its
// module and the modules it imports. That is exactly the set React Router's <Scripts> preloads and
// imports on a server-rendered or prerendered first load; chunks loaded later (dynamic imports,
// React.lazy) are not in it. Works on any React Router 7 framework build, the bare yardstick app's too.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The parts of React Router's build manifest (`window.__reactRouterManifest`) this module reads. */
export type RouterManifest = {
  entry: { module: string; imports?: string[] };
  routes: Record<
    string,
    {
      id: string;
      parentId?: string;
      path?: string;
      index?: boolean;
      module: string;
      imports?: string[];
      hasDefaultExport?: boolean;
    }
  >;
};

export type RouteWeight = { routeId: string; path: string; files: string[]; gzipBytes: number };

/** Reads the manifest React Router writes into the client build (`assets/manifest-<hash>.js`). */
export function readClientManifest(clientBuildDir: string): RouterManifest {
  const assets = path.join(clientBuildDir, "assets");
  const files = readdirSync(assets).filter((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (files.length !== 1) {
    throw new Error(`expected one React Router manifest in ${assets}, found ${files.length}`);
  }
  const source = readFileSync(path.join(assets, files[0] as string), "utf8");
  const json = source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "");
  return JSON.parse(json) as RouterManifest;
}

export interface RouteWeightOptions {
  manifest?: RouterManifest;
  /**
   * Which of the chunks the client entry loads with a literal `import()` it awaits before the page
   * runs (the site's: the locale's messages, `apps/web/config/held-chunks.ts`). Without it every such
   * chunk counts: a build that does not say cannot tell a chunk it waits for from one it loads only on
   * a visitor's action (the site's early-input hand-over, loaded when a control changed before hydration).
   */
  awaitedImport?: (file: string) => boolean;
}

/**
 * The gzipped first-load JS of every page route (a route that renders: it has a default export and no
 * child routes), heaviest first. Sizes are gzip level 9, as the site's build precompresses them.
 */
export async function routeScriptWeights(
  clientBuildDir: string,
  { manifest = readClientManifest(clientBuildDir), awaitedImport = () => true }: RouteWeightOptions = {},
): Promise<RouteWeight[]> {
  const sizes = new Map<string, number>();
  const gzipBytesOf = (url: string) => {
    let size = sizes.get(url);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(clientBuildDir, url)), { level: 9 }).length;
      sizes.set(url, size);
    }
    return size;
  };
  const entryFiles = withAwaitedImports(
    clientBuildDir,
    [manifest.entry.module, ...(manifest.entry.imports ?? [])],
    awaitedImport,
  );
  const routes = Object.values(manifest.routes);
  const parents = new Set(routes.map((route) => route.parentId));
  const weights = routes
    .filter((route) => route.hasDefaultExport !== false && !parents.has(route.id))
    .map((route) => {
      const chain = [];
      for (let at: typeof route | undefined = route; at; at = manifest.routes[at.parentId ?? ""]) {
        chain.unshift(at);
      }
      const files = [
        ...new Set([...entryFiles, ...chain.flatMap((link) => [link.module, ...(link.imports ?? [])])]),
      ];
      const urlPath = chain
        .map((link) => (link.index ? "" : (link.path ?? "")))
        .filter((segment) => segment !== "")
        .join("/");
      return {
        routeId: route.id,
        path: `/${urlPath}`,
        files,
        gzipBytes: files.reduce((sum, file) => sum + gzipBytesOf(file), 0),
      };
    });
  return weights.sort((a, b) => b.gzipBytes - a.gzipBytes || a.routeId.localeCompare(b.routeId));
}

/**
 * The entry's files and what they import with a literal path, `import("./x.js")`, that `awaited`
 * accepts, plus those files' own static imports. The client entry runs before anything else, so a
 * chunk it waits for is loaded at start-up (the site's entry awaits the locale's messages before
 * hydrating); the manifest lists only static imports. Route modules load by their manifest URLs,
 * never from a literal `import()` in the entry, so they are not pulled in here.
 */
function withAwaitedImports(
  clientBuildDir: string,
  entryFiles: string[],
  awaited: (file: string) => boolean,
): string[] {
  const files = new Set(entryFiles);
  const read = (url: string) => readFileSync(path.join(clientBuildDir, url), "utf8");
  const resolve = (from: string, specifier: string) => path.posix.join(path.posix.dirname(from), specifier);
  const loadedLater: string[] = [];
  for (const file of entryFiles) {
    for (const [, specifier] of read(file).matchAll(/\bimport\(\s*"(\.\.?\/[^"]+\.js)"\s*\)/g)) {
      const loaded = resolve(file, specifier as string);
      if (awaited(loaded)) loadedLater.push(loaded);
    }
  }
  while (loadedLater.length > 0) {
    const file = loadedLater.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    for (const [, specifier] of read(file).matchAll(/(?:\bfrom|\bimport)\s*"(\.\.?\/[^"]+\.js)"/g)) {
      loadedLater.push(resolve(file, specifier as string));
    }
  }
  return [...files];
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Budgets in KiB gzipped, by route id (apps/web/route-budgets.ts). */
export type RouteBudgets = Readonly<Record<string, number>>;

/**
 * What breaks the budgets, one message each: a page past its budget (naming the page, its size and
 * its budget), a page without a budget, a budget for a route the build has no page for. Empty when
 * every page is within its budget.
 */
export function routeBudgetFailures(weights: readonly RouteWeight[], budgets: RouteBudgets): string[] {
  const failures: string[] = [];
  for (const weight of weights) {
    const budget = budgets[weight.routeId];
    if (budget === undefined) {
      failures.push(
        `${weight.routeId} (${weight.path}) has no JS budget: it loads ${kib(weight.gzipBytes)} gzipped; add it to apps/web/route-budgets.ts`,
      );
    } else if (weight.gzipBytes > budget * 1024) {
      failures.push(
        `${weight.routeId} (${weight.path}) loads ${kib(weight.gzipBytes)} of JS gzipped, over its budget of ${budget} KiB by ${kib(weight.gzipBytes - budget * 1024)}`,
      );
    }
  }
  const pages = new Set(weights.map((weight) => weight.routeId));
  for (const routeId of Object.keys(budgets)) {
    if (!pages.has(routeId))
      failures.push(`apps/web/route-budgets.ts has a budget for ${routeId}, which is no page`);
  }
  return failures;
}

/** Issue 16's aim for the home page: at most this multiple of the bare React Router app's home. */
export const HOME_AIM = 1.15;

/**
 * The bench's "JS per route, gzipped" rows: each public page (the back office excluded) with its
 * first-load JS, its budget and its ratio to the bare React Router app's home, measured by the same
 * function on the bare app's build.
 */
export function routeWeightRows(
  weights: readonly RouteWeight[],
  budgets: RouteBudgets,
  bareHomeGzipBytes: number | null,
): Array<[label: string, value: string]> {
  const ratio = (bytes: number) =>
    bareHomeGzipBytes === null
      ? "no bare app measured in this run"
      : `${(bytes / bareHomeGzipBytes).toFixed(2)}x the bare app's home (${kib(bareHomeGzipBytes)})`;
  return weights
    .filter((weight) => !weight.path.startsWith("/admin"))
    .map((weight) => [
      `JS ${weight.path}, gzipped`,
      `${kib(weight.gzipBytes)} in ${weight.files.length} files, budget ${budgets[weight.routeId] ?? "none"} KiB, ` +
        ratio(weight.gzipBytes) +
        (weight.path === "/" ? `, aim at most ${HOME_AIM}x` : ""),
    ]);
}
