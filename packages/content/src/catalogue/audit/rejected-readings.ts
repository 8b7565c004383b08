import type { GameRecord } from "../schema";
import { type FigureToken, figureTokens } from "./figures";
import { textLocations } from "./plain-text";
import { statedFigures } from "./statements";

/**
 * The figures of a rejected reading: `"94.0% (text); 95% (rules)"` → 94%, 95%. Notes in brackets say
 * where the spec found the reading and are not figures.
 */
export function rejectedFigures(other: string): FigureToken[] {
  return figureTokens(other.replace(/\([^)]*\)/g, " "));
}

/** A text that states the rejected reading of one of its game's discrepancies. */
export interface RejectedReading {
  slug: string;
  fact: string;
  location: string;
  found: string;
  chosen: string;
  other: string;
}

/**
 * Where a game's texts state a rejected reading. Percentages, multipliers and ways counts match
 * wherever they appear; a rejected bare amount (a bet) matches only a stated bet.
 */
export function rejectedReadingsIn(record: GameRecord): RejectedReading[] {
  const found: RejectedReading[] = [];
  for (const { path, text } of textLocations(record.content)) {
    const figures = figureTokens(text);
    const betAmounts = statedFigures(text)
      .filter((figure) => ["bet_range", "min_bet", "max_bet"].includes(figure.field))
      .flatMap((figure) => figure.values);
    for (const { fact, chosen, other } of record.discrepancies) {
      for (const rejected of rejectedFigures(other)) {
        const inText =
          rejected.unit === "amount"
            ? betAmounts.includes(rejected.value) && rejected
            : figures.find((figure) => figure.unit === rejected.unit && figure.value === rejected.value);
        if (inText) {
          found.push({
            slug: record.slug,
            fact,
            location: path,
            found: inText.written.trim(),
            chosen,
            other,
          });
        }
      }
    }
  }
  return found;
}
