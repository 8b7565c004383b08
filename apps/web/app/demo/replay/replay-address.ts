import { siteAddress, siteRoutes } from "@quillspin/contracts";
import { publicSettings } from "../../config/public-settings";

/** A round's public replay as a link to share: absolute, on the site's public origin. */
export function replayAddress(slug: string, roundId: string): string {
  return siteAddress(publicSettings.siteUrl, siteRoutes.demoReplay(slug, roundId));
}
