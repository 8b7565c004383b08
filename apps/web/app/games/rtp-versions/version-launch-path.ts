import { siteRoutes } from "@quillspin/contracts";

/** The launch page of a game's demo at an RTP version: `/demo/{slug}/launch?rtp=94` (decision 28). */
export function versionLaunchPath(slug: string, version: number): string {
  return `${siteRoutes.demoLaunch(slug)}?rtp=${version}`;
}

/**
 * The version a launch page's address asks for, or undefined for none; a malformed value is dropped
 * (the stated version plays), as pages treat every malformed query value.
 */
export function requestedVersion(url: URL): number | undefined {
  const raw = url.searchParams.get("rtp");
  if (raw === null) return undefined;
  // Read by hand rather than with a schema: this module is in the game page's script, which carries no zod.
  const version = raw.trim() === "" ? Number.NaN : Number(raw);
  return Number.isInteger(version) && version >= 1 && version <= 100 ? version : undefined;
}
