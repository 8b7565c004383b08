import { siteRoutes } from "@quillspin/contracts";

/**
 * What a demo launch asks of the API (`GET /games/{slug}/demo`): an RTP version (decision 28) and a
 * jurisdiction profile (decision 31). Read by hand rather than with a schema: the game page's script
 * builds these links and carries no zod.
 */
export interface DemoLaunchQuery {
  rtp?: number;
  /** Passed on as given: the API names what it offers when it refuses one. */
  jurisdiction?: string;
}

/**
 * The launch a page's address asks for. A malformed `rtp` is dropped (the stated version plays), as pages
 * treat every malformed query value; a jurisdiction goes to the API as it is, so a link made for one
 * market's build never starts another's silently: the API refuses what it does not know.
 */
export function launchQueryOf(url: URL): DemoLaunchQuery {
  const query: DemoLaunchQuery = {};
  const rtp = url.searchParams.get("rtp");
  const version = rtp === null || rtp.trim() === "" ? Number.NaN : Number(rtp);
  if (Number.isInteger(version) && version >= 1 && version <= 100) query.rtp = version;
  const jurisdiction = url.searchParams.get("jurisdiction")?.trim();
  if (jurisdiction) query.jurisdiction = jurisdiction;
  return query;
}

/** `?rtp=94&jurisdiction=uk`, naming only what is asked; empty when nothing is. */
export function launchSearch({ rtp, jurisdiction }: DemoLaunchQuery): string {
  const search = new URLSearchParams();
  if (rtp !== undefined) search.set("rtp", String(rtp));
  if (jurisdiction !== undefined) search.set("jurisdiction", jurisdiction);
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The launch page for a demo: `/demo/{slug}/launch?rtp=94&jurisdiction=uk`. */
export function demoLaunchHref(slug: string, query: DemoLaunchQuery = {}): string {
  return `${siteRoutes.demoLaunch(slug)}${launchSearch(query)}`;
}
