/**
 * Paths of the files every build publishes (written by apps/web/scripts/build.ts): the id of the newest
 * build, and one manifest per build with its route rules.
 */
export const LATEST_BUILD_PATH = "/_build/latest.json";

export function buildManifestPath(id: string): string {
  return `/_build/meta/${encodeURIComponent(id)}.json`;
}

export interface LatestBuild {
  id: string;
  timestamp: number;
}

export interface BuildManifest extends LatestBuild {
  /** Pages written to static HTML at build time. */
  prerendered: string[];
}
