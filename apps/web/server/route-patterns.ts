import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** Paths whose answers each function below keeps: past that, the oldest goes first. */
const pathsKept = 5_000;

/** The route table of a server build as a tree `matchRoutes` reads. */
function routeTree(build: ServerBuild): RouteObject[] {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path }
          : { id: route.id, path: route.path, children: childrenOf(route.id) },
      );
  return childrenOf(undefined);
}

/**
 * `answer` kept per path. `matchRoutes` flattens and ranks the whole route table on every call (a
 * regular expression compiled per route), which was a fifth of the site's CPU time under the browser
 * tests; the table never changes while a build runs, so the answer for a path never does either.
 */
function keptPerPath(answer: (pathname: string) => string): (pathname: string) => string {
  const kept = new Map<string, string>();
  return (pathname) => {
    const known = kept.get(pathname);
    if (known !== undefined) return known;
    const value = answer(pathname);
    if (kept.size >= pathsKept) kept.delete(kept.keys().next().value as string);
    kept.set(pathname, value);
    return value;
  };
}

/**
 * Maps a path to the pattern of the route that renders it (`/games/:slug`), the label metrics use
 * so ids in URLs cannot multiply the series.
 */
export function createRoutePatterns(build: ServerBuild): (pathname: string) => string {
  const tree = routeTree(build);
  return keptPerPath((pathname) => {
    const matches = matchRoutes(tree, pathname);
    if (!matches) return "unmatched";
    const segments = matches.map((match) => match.route.path ?? "").filter(Boolean);
    return `/${segments.join("/")}`.replace(/\/+/g, "/");
  });
}

/**
 * The methods the route of a path takes, for the `Allow` header a 405 must carry (RFC 9110 15.5.6):
 * every page is read with GET and HEAD, and a page with an action takes its form's POST too.
 */
export function createAllowedMethods(build: ServerBuild): (pathname: string) => string {
  const tree = routeTree(build);
  return keptPerPath((pathname) => {
    const leaf = matchRoutes(tree, pathname)?.at(-1)?.route.id;
    return leaf && build.routes[leaf]?.module?.action ? "GET, HEAD, POST" : "GET, HEAD";
  });
}
