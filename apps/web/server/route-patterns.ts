import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * Maps a path to the pattern of the route that renders it (`/games/:slug`), the label metrics use
 * so ids in URLs cannot multiply the series.
 */
export function createRoutePatterns(build: ServerBuild): (pathname: string) => string {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path }
          : { id: route.id, path: route.path, children: childrenOf(route.id) },
      );
  const tree = childrenOf(undefined);
  return (pathname) => {
    const matches = matchRoutes(tree, pathname);
    if (!matches) return "unmatched";
    const segments = matches.map((match) => match.route.path ?? "").filter(Boolean);
    return `/${segments.join("/")}`.replace(/\/+/g, "/");
  };
}
