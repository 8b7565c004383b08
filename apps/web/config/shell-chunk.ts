import type { Rollup } from "vite";

/**
 * The client build's `manualChunks`: every module the root route needs (its static imports, followed
 * through the code tree-shaking kept) goes into one `shell` file, unless the client entry needs it too.
 * Every page loads the root route, so the shell adds nothing to any page; it replaces about twenty
 * small files each gzipped on its own (decision 22). The client entry's modules stay where rollup puts
 * them: had the entry imported the shell, the dynamic imports in the shell would look awaited.
 * Used with `onlyExplicitManualChunks`, so the shell does not also swallow what its modules import
 * without needing it (the packages' index files re-export every schema, zod with them). The walk
 * cannot tell an import whose use tree-shaking removed from one still used, when another page keeps
 * the module: that is why `rethrowAsPageError`, which only loaders call, is in a `.server` module.
 */
export function shellChunk(id: string, { getModuleIds, getModuleInfo }: Rollup.ManualChunkMeta) {
  let shell = shellOfBuild.get(getModuleInfo);
  if (!shell) {
    shell = shellModules([...getModuleIds()], getModuleInfo);
    shellOfBuild.set(getModuleInfo, shell);
  }
  return shell.has(id) ? "shell" : undefined;
}

/** Worked out once per build: rollup calls `manualChunks` for every module with the same `getModuleInfo`. */
const shellOfBuild = new WeakMap<Rollup.GetModuleInfo, Set<string>>();

const isRoot = (id: string) => /\/app\/root\.tsx(\?|$)/.test(id);
const isClientEntry = (id: string) => /\/app\/entry\.client\.tsx(\?|$)/.test(id);

function shellModules(ids: string[], getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const roots = ids.filter(isRoot);
  const entry = staticallyNeeded(ids.filter(isClientEntry), getModuleInfo);
  // The root's own stylesheets (global.css, the fonts) stay in its file, so they still come first in
  // the cascade, ahead of the components' stylesheets.
  const rootStyles = new Set(
    roots.flatMap((id) => getModuleInfo(id)?.importedIds ?? []).filter(isStylesheet),
  );
  return new Set(
    [...staticallyNeeded(roots, getModuleInfo)].filter(
      (id) => !isRoot(id) && !entry.has(id) && !rootStyles.has(id),
    ),
  );
}

const isStylesheet = (id: string) => /\.css(\?|$)/.test(id);

/** The modules `starts` import statically, directly or not, that tree-shaking kept. */
function staticallyNeeded(starts: string[], getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const found = new Set<string>();
  const pending = [...starts];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) {
      if (getModuleInfo(imported)?.isIncluded) pending.push(imported);
    }
  }
  return found;
}
