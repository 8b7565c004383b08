import { committedParSheet } from "@quillspin/game-engine/par";
import { demoGame } from "../../demos/demo-games";

/** What a game's maths says one round of a mode returns: its mean and standard deviation per unit staked. */
export interface RoundReturnModel {
  /** The RTP a player of this version is told, in per cent (the stated RTP, or the version's target). */
  statedRtpPercent: number;
  /** The version's RTP version id, as rounds and sessions name it. */
  versionId: number;
  /** Standard deviation of one round's win per unit staked, per mode (`base`, `buy:<id>`, `double-chance`). */
  deviationOf(mode: string): number | null;
}

/**
 * The figures the RTP test needs, from the game's committed PAR sheet (decision 27): each mode's
 * standard deviation of the win per unit staked, measured on the sheet's seeded rounds (2 million or
 * more). A lower RTP version pays every win of the stated game times its pay scale (decision 28), so its
 * deviation is the stated one times that scale (exact but for the few rounds the max-win cap cuts, which
 * only makes the true deviation a little smaller and the test a little more cautious). Every paid mode
 * returns the version's RTP (decision 9), so the mean is the version's stated figure for all of them.
 * Null for a game with no model or no sheet: nothing honest can be said of its rounds.
 */
export function roundReturnModel(game: string, rtpVersion: number | null): RoundReturnModel | null {
  const demo = demoGame(game, rtpVersion ?? undefined);
  const sheet = committedParSheet(game);
  if (!demo || !sheet) return null;
  const { version } = demo;
  return {
    statedRtpPercent: version.rtp,
    versionId: version.id,
    deviationOf(mode) {
      const figures = sheet.modes.find((candidate) => candidate.mode === mode);
      return figures ? figures.standardDeviation * version.payScale : null;
    },
  };
}
