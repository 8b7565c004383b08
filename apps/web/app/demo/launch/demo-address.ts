import { type DemoLaunch, siteRoutes } from "@quillspin/contracts";

/** The page that fetches a demo's address and goes there; a window opened on a click starts here. */
export const demoLaunchPath = siteRoutes.demoLaunch;

/**
 * The demo address from a `GET /games/{slug}/demo` answer, or null when the answer is not one. Only
 * http(s) addresses count: the address becomes an iframe's src or a redirect target.
 */
export function readDemoAddress(answer: unknown): string | null {
  const gameUrl = (answer as Partial<DemoLaunch> | null)?.game_url;
  if (typeof gameUrl !== "string") return null;
  try {
    const { protocol } = new URL(gameUrl);
    return protocol === "https:" || protocol === "http:" ? gameUrl : null;
  } catch {
    return null;
  }
}
