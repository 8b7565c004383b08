import { type RtpVersionFigures, rtpVersionFigures } from "@quillspin/game-engine";

/** A game's RTP versions for its page: the engine's versions with their committed verification rows. */
export function loadRtpVersions(slug: string): RtpVersionFigures[] {
  return [...rtpVersionFigures(slug)];
}
