/**
 * The file every build publishes with its id (written by apps/web/scripts/build.ts, beside a manifest
 * per build under /_build/meta/ that the browser has no use for), which open pages poll.
 */
export const LATEST_BUILD_PATH = "/_build/latest.json";

export interface LatestBuild {
  id: string;
  timestamp: number;
}
