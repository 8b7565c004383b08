import type { LineRules } from "../../core/lines";
import type { ReelSet } from "../../core/reels";
import { lineHitChance } from "../../exact/line-hits";
import { exactLinePay } from "../../exact/screen-pays";
import type { ExactHitFrequency, ExactPart, GameMaths } from "../../model";

/**
 * The exact part and base-screen hit frequency of a game whose base screen pays its lines as it lands,
 * cell by cell independent (decision 21): both worked out on first ask and kept, and neither claimed
 * for a bought round, which never plays the base screen.
 */
export function exactBaseLines(
  reels: ReelSet,
  rules: LineRules,
): Required<Pick<GameMaths, "exactPart" | "exactHitFrequency">> {
  let pay: number | undefined;
  let hits: number | undefined;
  return {
    exactPart: (request): ExactPart => {
      if (request.buy !== null) return {};
      pay ??= exactLinePay(reels, rules);
      return { "base-lines": pay };
    },
    exactHitFrequency: (request): ExactHitFrequency => {
      if (request.buy !== null) return {};
      hits ??= lineHitChance(reels, rules);
      return { "base-lines": hits };
    },
  };
}
