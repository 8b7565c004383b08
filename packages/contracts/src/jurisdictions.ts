/**
 * Jurisdiction profiles of the demo (issue 26, decision 31): what the player offers and how fast a round
 * may go, per market build. Every rule of a profile is one field of its row here; the API enforces the
 * ones a server can see (autoplay, the loss limit, the minimum round time) and the player reads the rest,
 * so no component decides a market's rules for itself. No zod here: the player and the replay page import
 * this table, and the schemas that carry a profile's id are in `demos.ts`.
 */

export const jurisdictionIds = ["uk", "mt", "com"] as const;
export type JurisdictionId = (typeof jurisdictionIds)[number];

/** The build a demo plays when the launch names none: the international one. */
export const defaultJurisdiction: JurisdictionId = "com";

export interface JurisdictionProfile {
  id: JurisdictionId;
  /** How the rules screen names the build. */
  label: string;
  /**
   * `free`: autoplay as the player likes; `with-loss-limit`: only once the player sets a loss limit;
   * `none`: no autoplay control at all.
   */
  autoplay: "free" | "with-loss-limit" | "none";
  turbo: boolean;
  /** A press of Skip (or Space, or a click on the reels) ends the reel spin and the win show early. */
  quickStop: boolean;
  /**
   * The least time from the press of Spin to the result on screen, and between the starts of two rounds
   * of one session, which the API checks; 0 for none.
   */
  minRoundMs: number;
  /** Net position and the session's elapsed time on screen all the time. */
  sessionMeters: boolean;
  /** The RTP on screen in the game info before the first stake, not only in the rules. */
  rtpOnScreen: boolean;
  /** Minutes of session time between reality checks (session time, net position, continue or leave). */
  realityCheckMinutes: number | null;
}

/**
 * UK: UKGC Remote Technical Standards 8, 13 and 14 (no autoplay, no turbo or quick stop, 2.5 s per round,
 * net position and time shown). Malta: an MGA player-protection build (autoplay only within a loss limit
 * the player sets, hourly reality checks). .com: everything the client offers.
 */
export const jurisdictionProfiles = {
  uk: {
    id: "uk",
    label: "UK",
    autoplay: "none",
    turbo: false,
    quickStop: false,
    minRoundMs: 2500,
    sessionMeters: true,
    rtpOnScreen: true,
    realityCheckMinutes: null,
  },
  mt: {
    id: "mt",
    label: "Malta",
    autoplay: "with-loss-limit",
    turbo: true,
    quickStop: true,
    minRoundMs: 0,
    sessionMeters: false,
    rtpOnScreen: false,
    realityCheckMinutes: 60,
  },
  com: {
    id: "com",
    label: ".com",
    autoplay: "free",
    turbo: true,
    quickStop: true,
    minRoundMs: 0,
    sessionMeters: false,
    rtpOnScreen: false,
    realityCheckMinutes: null,
  },
} as const satisfies { [Id in JurisdictionId]: JurisdictionProfile & { id: Id } };

export function isJurisdictionId(value: unknown): value is JurisdictionId {
  return typeof value === "string" && (jurisdictionIds as readonly string[]).includes(value);
}

/**
 * Whether the next autoplay round could take the run past its loss limit: what the run has lost so far
 * plus what the next round costs, against the limit. Amounts in cents, so the player and the API agree to
 * the cent.
 */
export function passesLossLimit(lostCents: number, nextCostCents: number, limitCents: number): boolean {
  return lostCents + nextCostCents > limitCents;
}
