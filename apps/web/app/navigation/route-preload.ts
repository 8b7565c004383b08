import { matchRoutes, type RouteObject } from "react-router";
import { browserPrefersLightNetwork } from "./connection";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}

declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
  }
}

/** The queue's code loads with the first link a visitor shows intent on, not with the page. */
let queue: Promise<ReturnType<typeof import("./preload-queue").createPreloadQueue>> | undefined;

function routeTree(routes: Record<string, ManifestRoute>): RouteObject[] {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(routes)) {
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const build = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true }
        : { id: route.id, path: route.path, children: build(route.id) },
    );
  return build(undefined);
}

/**
 * Loads the code of the routes a path will show before the visitor clicks, unless the connection
 * is slow or metered. Routes the router has not discovered yet are left to its own discovery.
 */
export function preloadRoute(pathname: string): void {
  const manifest = typeof window === "undefined" ? undefined : window.__reactRouterManifest;
  if (!manifest || browserPrefersLightNetwork()) return;
  const matches = matchRoutes(routeTree(manifest.routes), pathname) ?? [];
  const modules = matches.flatMap((match) => {
    const route = manifest.routes[match.route.id ?? ""];
    return route ? [route.module, ...(route.imports ?? [])] : [];
  });
  if (modules.length === 0) return;
  queue ??= import("./preload-queue").then(({ createPreloadQueue }) => createPreloadQueue());
  void queue.then((loaded) =>
    loaded.enqueue(pathname, () => Promise.all(modules.map((url) => import(/* @vite-ignore */ url)))),
  );
}
