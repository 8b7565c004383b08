/**
 * Pages with no per-request data, written to static HTML at build time. Pages fed by the
 * database (home, news) render on request so new content shows without a rebuild.
 */
export const prerenderedPaths = ["/not-found", "/forbidden"];
