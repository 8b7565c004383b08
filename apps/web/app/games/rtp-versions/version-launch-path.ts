import { demoLaunchHref } from "../../demo/launch/launch-query";

/** The launch page of a game's demo at an RTP version: `/demo/{slug}/launch?rtp=94` (decision 28). */
export function versionLaunchPath(slug: string, version: number): string {
  return demoLaunchHref(slug, { rtp: version });
}
