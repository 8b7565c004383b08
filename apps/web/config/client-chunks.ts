import type { Rollup } from "vite";

/**
 * The client build's `manualChunks` (decision 22). A file costs its own gzip stream: twenty small files
 * weigh a quarter more than the same code in one, so the modules a page needs together are grouped:
 *
 * - `boot`: what the client entry shares with the route modules (React, React Router, the JSX runtime,
 *   react-dom's index and the locale's messages). The entry loads it on every page
 *   anyway; rollup would make three or four files of it, by which pages also import each part. What
 *   only the entry needs (react-dom's client, the first-paint code) stays in the entry's own file, as
 *   in a bare React Router app: a route module that imported the entry would start it before React
 *   Router's boot script has registered the route modules.
 * - `shell`: every module the root route needs, and the default layout's (the page meta, the error
 *   meta, the meta strings, which nearly every page loads besides), unless the client entry needs it
 *   too. Every page loads the root route, so the root's part adds nothing to any page; the layout's
 *   part adds a few hundred bytes to the pages of the other layouts.
 * - `home-shared`: the modules the home page shares with other pages (the game and news cards'
 *   helpers), one file instead of eight. A page that needs one of them loads the others too; a module
 *   that imports a stylesheet stays out, or its stylesheet would come with the file to those pages.
 *
 * Used with `onlyExplicitManualChunks`, so a group does not also swallow what its modules import
 * without needing it (the packages' index files re-export every schema, zod with them). The walk
 * cannot tell an import whose use tree-shaking removed from one still used, when another page keeps
 * the module: that is why `rethrowAsPageError`, which only loaders call, is in a `.server` module.
 */
export function clientChunks(id: string, { getModuleIds, getModuleInfo }: Rollup.ManualChunkMeta) {
  let plan = planOfBuild.get(getModuleInfo);
  if (!plan) {
    plan = chunkPlan([...getModuleIds()], getModuleInfo);
    planOfBuild.set(getModuleInfo, plan);
  }
  return plan.get(id);
}

/** Worked out once per build: rollup calls `manualChunks` for every module with the same `getModuleInfo`. */
const planOfBuild = new WeakMap<Rollup.GetModuleInfo, Map<string, string>>();

const routeModule = (file: string) => (id: string) => new RegExp(`/app/${file}\\.tsx(\\?|$)`).test(id);
const isRoot = routeModule("root");
const isClientEntry = routeModule("entry\\.client");
const isDefaultLayout = routeModule("layouts/default");
const isHome = routeModule("routes/home");
const isStylesheet = (id: string) => /\.css(\?|$)/.test(id);

function chunkPlan(ids: string[], getModuleInfo: Rollup.GetModuleInfo): Map<string, string> {
  const plan = new Map<string, string>();
  const entries = ids.filter(isClientEntry);
  const entry = staticallyNeeded(entries, getModuleInfo);
  // Every other module a file starts from: the route modules and what is imported on demand.
  const starts = ids.filter((id) => {
    const info = getModuleInfo(id);
    return !isClientEntry(id) && (info?.isEntry || (info?.dynamicImporters.length ?? 0) > 0);
  });
  const neededBy = (filter: (id: string) => boolean) =>
    staticallyNeeded(starts.filter(filter), getModuleInfo);

  const others = neededBy(() => true);
  for (const id of entry) if (!isClientEntry(id) && others.has(id)) plan.set(id, "boot");

  const roots = ids.filter(isRoot);
  // The root's own stylesheets (global.css, the fonts) stay in its file, so they still come first in
  // the cascade, ahead of the components' stylesheets.
  const rootStyles = new Set(
    roots.flatMap((id) => getModuleInfo(id)?.importedIds ?? []).filter(isStylesheet),
  );
  const shell = new Set([...neededBy(isRoot), ...neededBy(isDefaultLayout)]);
  for (const id of shell) {
    if (!isRoot(id) && !isDefaultLayout(id) && !entry.has(id) && !rootStyles.has(id)) plan.set(id, "shell");
  }

  const elsewhere = neededBy((id) => !isHome(id));
  for (const id of neededBy(isHome)) {
    if (isHome(id) || plan.has(id) || entry.has(id) || !elsewhere.has(id)) continue;
    if (isStylesheet(id) || getModuleInfo(id)?.importedIds.some(isStylesheet)) continue;
    plan.set(id, "home-shared");
  }
  return plan;
}

/**
 * The modules `starts` import statically, directly or not, that tree-shaking kept. A module tree-shaking
 * dropped because it only re-exports (a package's index file) is followed by name, to the modules that
 * declare what was imported from it: following all its re-exports would reach every schema of the
 * package, and stopping there would miss React Router's and the content package's modules.
 */
function staticallyNeeded(starts: string[], getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const found = new Set<string>();
  const pending = [...starts];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    for (const [imported, names] of staticImports(id, getModuleInfo)) {
      if (getModuleInfo(imported)?.isIncluded) pending.push(imported);
      else pending.push(...declaringModules(imported, names, getModuleInfo));
    }
  }
  return found;
}

/** Every name of a module (an `import * as`, an `export *`). */
const ALL = "*";

type EsNode = { type: string; [key: string]: unknown };
type Specifier = { type: string; local?: { name: string }; imported?: EsNode; exported?: EsNode };
const nameOf = (node: EsNode | undefined) => String(node?.name ?? node?.value ?? "default");

const bodyOf = (info: Rollup.ModuleInfo) =>
  ((info.ast as { body?: EsNode[] } | null)?.body ?? []) as EsNode[];
const sourceOf = (node: EsNode) => (node.source as EsNode | null | undefined)?.value as string | undefined;

/**
 * The module each static import or re-export source of a module resolved to. Rollup lists a module's
 * `importedIds` in the order of its import and export declarations, one per source; null for a module
 * whose declarations do not line up with them (none seen).
 */
function sourceIds(info: Rollup.ModuleInfo): Map<string, string> | null {
  const sources = [
    ...new Set(
      bodyOf(info).flatMap((node) => (sourceOf(node) === undefined ? [] : [String(sourceOf(node))])),
    ),
  ];
  if (sources.length !== info.importedIds.length) return null;
  return new Map(sources.map((source, index) => [source, info.importedIds[index] as string]));
}

/** The name a specifier takes from the module it imports or re-exports from. */
function importedName(node: EsNode, specifier: Specifier): string {
  if (specifier.type === "ImportNamespaceSpecifier") return ALL;
  if (specifier.type === "ImportDefaultSpecifier") return "default";
  return node.type === "ImportDeclaration"
    ? nameOf(specifier.imported)
    : nameOf(specifier.local as EsNode | undefined);
}

/**
 * A module's static imports and re-exports: the module each names, with the names taken from it. A
 * module whose declarations cannot be matched to its ids keeps its ids with no names, so only the kept
 * ones among them are followed (the walk's behaviour before it followed index files).
 */
function staticImports(id: string, getModuleInfo: Rollup.GetModuleInfo): Map<string, Set<string>> {
  const info = getModuleInfo(id);
  const imports = new Map<string, Set<string>>();
  if (!info) return imports;
  const idOf = sourceIds(info);
  if (!idOf) {
    for (const imported of info.importedIds) imports.set(imported, new Set());
    return imports;
  }
  for (const node of bodyOf(info)) {
    const source = sourceOf(node);
    if (source === undefined) continue;
    const target = idOf.get(String(source)) as string;
    const names = imports.get(target) ?? new Set<string>();
    imports.set(target, names);
    if (node.type === "ExportAllDeclaration") names.add(ALL);
    for (const specifier of (node.specifiers as Specifier[] | undefined) ?? []) {
      names.add(importedName(node, specifier));
    }
  }
  return imports;
}

/**
 * The kept modules that declare `names` of a module tree-shaking dropped, through its re-exports:
 * `export * from`, `export { a } from` and `import { a } from …; export { a }`.
 */
function declaringModules(
  id: string,
  names: Set<string>,
  getModuleInfo: Rollup.GetModuleInfo,
  seen = new Set<string>(),
): string[] {
  const info = getModuleInfo(id);
  if (!info || names.size === 0) return [];
  if (info.isIncluded) {
    return names.has(ALL) || info.exports?.some((name) => names.has(name)) ? [id] : [];
  }
  const idOf = sourceIds(info);
  if (!idOf || seen.has(id)) return [];
  seen.add(id);
  const body = bodyOf(info);
  // The names this module imports, by local name: where each comes from and its name there.
  const localImports = new Map<string, { source: string; name: string }>();
  for (const node of body) {
    if (node.type !== "ImportDeclaration") continue;
    for (const specifier of (node.specifiers as Specifier[]) ?? []) {
      localImports.set(String(specifier.local?.name), {
        source: String(sourceOf(node)),
        name: importedName(node, specifier),
      });
    }
  }
  const wanted = new Map<string, Set<string>>();
  const want = (source: string, name: string) => {
    const set = wanted.get(source) ?? new Set<string>();
    set.add(name);
    wanted.set(source, set);
  };
  for (const node of body) {
    if (node.type === "ExportAllDeclaration") {
      for (const name of names) want(String(sourceOf(node)), name);
    } else if (node.type === "ExportNamedDeclaration") {
      for (const specifier of (node.specifiers as Specifier[]) ?? []) {
        if (!names.has(ALL) && !names.has(nameOf(specifier.exported))) continue;
        const local = nameOf(specifier.local as EsNode | undefined);
        const source = sourceOf(node);
        if (source !== undefined) want(String(source), local);
        else {
          const imported = localImports.get(local);
          if (imported) want(imported.source, imported.name);
        }
      }
    }
  }
  return [...wanted].flatMap(([source, sourceNames]) => {
    const target = idOf.get(source);
    return target ? declaringModules(target, sourceNames, getModuleInfo, seen) : [];
  });
}
