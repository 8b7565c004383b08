import type { GameFacts, GameRecord } from "./schema";

/**
 * The facts a certification laboratory confirms before a game's release: its date and its money figures.
 * A record's `editorial` list also names facts the editors wrote where the spec is silent (theme, tags,
 * sizes); those are the studio's own and await nothing, so they are never marked.
 */
const certifiedFacts: readonly (keyof GameFacts)[] = ["release_date", "max_win", "min_bet", "max_bet"];

/** Explains the mark (*) wherever a provisional figure is shown: the facts table, compare and the feeds. */
export const provisionalNote =
  "Figures marked * are provisional: the game is not released yet, and they are confirmed at its certification.";

/**
 * The facts of a game still awaiting certification (issue 27): only for a game not released by `today`
 * (an ISO date), and only the certified facts its record names as editorial. A released game has been
 * certified, so nothing of it is provisional.
 */
export function provisionalFacts(
  record: Pick<GameRecord, "facts" | "editorial">,
  today: string = new Date().toISOString().slice(0, 10),
): (keyof GameFacts)[] {
  if (record.facts.release_date <= today) return [];
  return certifiedFacts.filter((key) => record.editorial.includes(key));
}
