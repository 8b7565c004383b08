// Which pages can come to load a chunk at all, not only before they run: a page's first-load files and,
// transitively, every chunk they import, `import("./x.js")` included. The demo player's renderer
// (PixiJS) loads lazily on the player and the replay page only; issue 26 asks that nothing of it reach
// the site's other pages, and a stray static import would pull it into a page without touching that
// page's first-load budget, so the build checks the whole reach.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteWeight } from "./route-weights";

/** `import"./x.js"`, `from"./x.js"` and `import("./x.js")` in a built chunk. */
const importPattern = /(?:\bfrom|\bimport)\s*\(?\s*"(\.\.?\/[^"]+\.js)"/g;

/** The chunks one built chunk imports, read once per file however many pages reach it. */
type ChunkImports = (file: string) => readonly string[];

function chunkImports(clientBuildDir: string): ChunkImports {
  const known = new Map<string, string[]>();
  return (file) => {
    let imports = known.get(file);
    if (!imports) {
      const source = readFileSync(path.join(clientBuildDir, file), "utf8");
      imports = [...source.matchAll(importPattern)].map(([, specifier]) =>
        path.posix.join(path.posix.dirname(file), specifier as string),
      );
      known.set(file, imports);
    }
    return imports;
  };
}

/** `files` and every chunk they can import, statically or on demand, by URL path (`/assets/….js`). */
export function reachableFiles(
  clientBuildDir: string,
  files: readonly string[],
  importsOf: ChunkImports = chunkImports(clientBuildDir),
): Set<string> {
  const reached = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (reached.has(file)) continue;
    reached.add(file);
    queue.push(...importsOf(file));
  }
  return reached;
}

/** A lazily loaded chunk, by the name the bundler gives it, and the pages that may load it. */
export interface LazyChunkRule {
  what: string;
  chunk: RegExp;
  allowedRoutes: readonly string[];
}

/**
 * One message per page outside `rule.allowedRoutes` that can load the chunk, and one when no page can
 * (the chunk was renamed or folded into another, so the rule no longer checks anything). Empty when
 * the chunk stays where it belongs.
 */
export function lazyChunkFailures(
  clientBuildDir: string,
  weights: readonly RouteWeight[],
  rule: LazyChunkRule,
): string[] {
  const importsOf = chunkImports(clientBuildDir);
  const holders = weights.flatMap((weight) => {
    const found = [...reachableFiles(clientBuildDir, weight.files, importsOf)].find((file) =>
      rule.chunk.test(path.posix.basename(file)),
    );
    return found ? [{ weight, found }] : [];
  });
  if (holders.length === 0) {
    return [`no page can load ${rule.what} (a chunk named like ${rule.chunk}): was it renamed?`];
  }
  return holders
    .filter(({ weight }) => !rule.allowedRoutes.includes(weight.routeId))
    .map(
      ({ weight, found }) =>
        `${weight.routeId} (${weight.path}) can load ${rule.what} (${found}); only ${rule.allowedRoutes.join(" and ")} may`,
    );
}
