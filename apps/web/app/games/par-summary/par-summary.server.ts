import { type GameParSummary, gameParSummarySchema } from "@quillspin/contracts";
import { committedParSheet, parSummary } from "@quillspin/game-engine/par";

export { winBelowCap } from "@quillspin/game-engine/par";

/**
 * A game page's PAR summary. Game pages are prerendered from the bundled catalogue (no API runs at build
 * time), so the page reads the committed sheet through the same engine function that answers
 * `GET /v1/games/{slug}/par`; the cost-of-play answer page, rendered on request, asks the API itself.
 */
export function loadParSummary(slug: string): GameParSummary | null {
  const sheet = committedParSheet(slug);
  return sheet ? gameParSummarySchema.parse(parSummary(sheet)) : null;
}
