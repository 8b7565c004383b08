import { matchRoutes, type RouteObject } from "react-router";
import { createPreloadQueue } from "./preload-queue";

export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}

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
 * Preloads, through one queue, the code of the routes a path will show. Routes the router has not
 * discovered yet are left to its own discovery.
 */
export function createRoutePreloader(routes: Record<string, ManifestRoute>) {
  const queue = createPreloadQueue();
  return (pathname: string): void => {
    const matches = matchRoutes(routeTree(routes), pathname) ?? [];
    const modules = matches.flatMap((match) => {
      const route = routes[match.route.id ?? ""];
      return route ? [route.module, ...(route.imports ?? [])] : [];
    });
    if (modules.length === 0) return;
    void queue.enqueue(pathname, () => Promise.all(modules.map((url) => import(/* @vite-ignore */ url))));
  };
}
