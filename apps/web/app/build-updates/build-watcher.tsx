import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { buildId, publicSettings } from "../config/public-settings";
import { LATEST_BUILD_PATH, type LatestBuild } from "./build-files";
import { claimChunkReload } from "./chunk-reload";

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: "no-store" });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

function reloadAfterChunkError(): void {
  const path = window.location.pathname;
  if (claimChunkReload(window.sessionStorage, path, Date.now())) window.location.reload();
  else console.error(`Chunk failed to load again on ${path}; not reloading within the guard window`);
}

/**
 * Watches for a newer build (site.md section 4): polls the latest-build file and, once a new id
 * shows up, turns the next navigation into a full page load. Failed chunk loads reload the page,
 * at most once per 10 s for the same path.
 */
export function BuildWatcher() {
  const location = useLocation();
  const newBuildSeen = useRef(false);
  const shownKey = useRef(location.key);

  useEffect(() => {
    const check = () => {
      fetchJson<LatestBuild>(`${LATEST_BUILD_PATH}?t=${Date.now()}`)
        .then((latest) => {
          if (latest.id !== buildId) newBuildSeen.current = true;
        })
        .catch((error: unknown) => console.error("Failed to check for a new build", error));
    };
    const timer = window.setInterval(check, publicSettings.buildCheckIntervalMs);

    const onPreloadError = (event: Event) => {
      event.preventDefault();
      reloadAfterChunkError();
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("vite:preloadError", onPreloadError);
    };
  }, []);

  // The URL already shows the new page, so a reload lands on it with the new build.
  useEffect(() => {
    if (location.key === shownKey.current) return;
    shownKey.current = location.key;
    if (newBuildSeen.current) window.location.reload();
  }, [location.key]);

  return null;
}
