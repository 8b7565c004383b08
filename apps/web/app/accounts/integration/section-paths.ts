/**
 * The Integration section's pages (routes.ts mounts them under /client-area/integration). Kept here
 * rather than in the site-wide URL map: only the client area links to them, and the map travels in
 * every page's first load.
 */
export const sectionPaths = {
  settings: () => "/client-area/integration",
  sandbox: () => "/client-area/integration/sandbox",
  rounds: () => "/client-area/integration/rounds",
  round: (roundId: string) => `/client-area/integration/rounds/${encodeURIComponent(roundId)}`,
  reports: () => "/client-area/integration/reports",
  fraudSignals: () => "/client-area/integration/fraud-signals",
} as const;
