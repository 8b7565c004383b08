import { gameSummaries } from "@quillspin/content";
import { readBrowserCookie, setDeclaredCookie } from "../cookies/browser-cookies";
import { readCookie } from "../cookies/cookies";

const COOKIE = "recently_viewed";
const KEEP = 6;

/** The games a visitor looked at last, newest first, from the optional `recently_viewed` cookie. */
export function recentlyViewedGames(cookies: string | null | undefined) {
  const slugs = (readCookie(cookies, COOKIE) ?? "").split(",");
  return slugs.flatMap((slug) => gameSummaries.filter((game) => game.slug === slug)).slice(0, KEEP);
}

/** Remembers a viewed game, only if the visitor allowed optional cookies. */
export function rememberViewedGame(slug: string): void {
  const previous = (readBrowserCookie(COOKIE) ?? "").split(",").filter((item) => item && item !== slug);
  setDeclaredCookie(COOKIE, [slug, ...previous].slice(0, KEEP).join(","));
}
