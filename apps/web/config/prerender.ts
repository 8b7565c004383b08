import { featureSummaries, gameSummaries } from "@quillspin/content";

/**
 * Pages with no per-request data, written to static HTML at build time. Pages fed by the
 * database (home, news, the roadmap, the game list with its filters) render on request so new content shows
 * without a rebuild.
 */
export const prerenderedPaths = [
  "/about-us",
  "/careers",
  "/guide",
  "/integration",
  "/privacy-policy",
  "/cookie-policy",
  "/contact-us",
  "/contact",
  "/not-found",
  "/forbidden",
  "/features",
  ...featureSummaries.map((feature) => `/features/${feature.slug}`),
  ...gameSummaries.map((game) => `/games/${game.slug}`),
];
