import { browserPrefersLightNetwork } from "./connection";
import type { ManifestRoute } from "./route-preloader";

declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
  }
}

/** The preloader's code (route matching, the queue) loads with the first link a visitor shows intent on, not with the page. */
let preloader: Promise<(pathname: string) => void> | undefined;

/** Loads the code of the routes a path will show before the visitor clicks, unless the connection is slow or metered. */
export function preloadRoute(pathname: string): void {
  const manifest = typeof window === "undefined" ? undefined : window.__reactRouterManifest;
  if (!manifest || browserPrefersLightNetwork()) return;
  preloader ??= import("./route-preloader").then(({ createRoutePreloader }) =>
    createRoutePreloader(manifest.routes),
  );
  void preloader.then((preload) => preload(pathname));
}
