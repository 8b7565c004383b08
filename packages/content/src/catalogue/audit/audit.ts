import type { GameFacts, GameRecord } from "../schema";
import { betAmount, withThousands } from "./figures";
import { textLocations } from "./plain-text";
import { type RejectedReading, rejectedReadingsIn } from "./rejected-readings";
import { type StatedField, type StatedFigure, statedFigures } from "./statements";

/** A figure a text states that differs from the game's record: its facts, or its buy prices. */
export interface TextMismatch {
  slug: string;
  field: StatedField;
  /** Section path of the text, e.g. `overview[3].content`. */
  location: string;
  found: string;
  expected: string;
  sentence: string;
}

/** A spec figure with two readings, as the record states it: the chosen one is the fact. */
export interface RecordedDiscrepancy {
  slug: string;
  fact: string;
  chosen: string;
  other: string;
  source: string;
}

export interface GameAudit {
  slug: string;
  checked: (StatedFigure & { location: string })[];
  mismatches: TextMismatch[];
  rejectedReadings: RejectedReading[];
}

export interface CatalogueAudit {
  games: GameAudit[];
  discrepancies: RecordedDiscrepancy[];
  mismatches: TextMismatch[];
  rejectedReadings: RejectedReading[];
}

/** The ways count a `paylines` fact gives ("up to 200,704 ways" → 200704), if the game pays ways. */
export function factWays(facts: GameFacts): number | undefined {
  const match = /(\d[\d,]*)\s+ways/i.exec(facts.paylines);
  return match?.[1] ? Number(match[1].replace(/,/g, "")) : undefined;
}

const same = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/** What the facts say for a stated figure, or undefined when the text agrees with them. */
function disagreement(figure: StatedFigure, record: GameRecord): string | undefined {
  const { facts } = record;
  const [first = Number.NaN, second = Number.NaN] = figure.values;
  switch (figure.field) {
    case "rtp":
      return same(first, facts.rtp) ? undefined : `${facts.rtp}%`;
    case "max_win":
      return same(first, facts.max_win) ? undefined : `${withThousands(facts.max_win)}x`;
    case "ways": {
      const ways = factWays(facts);
      if (ways === undefined) return `no ways count (paylines: ${facts.paylines})`;
      return same(first, ways) ? undefined : `${withThousands(ways)} ways`;
    }
    case "bet_range":
      return same(first, facts.min_bet) && same(second, facts.max_bet)
        ? undefined
        : `${betAmount(facts.min_bet)} to ${betAmount(facts.max_bet)}`;
    case "min_bet":
      return same(first, facts.min_bet) ? undefined : betAmount(facts.min_bet);
    case "max_bet":
      return same(first, facts.max_bet) ? undefined : betAmount(facts.max_bet);
    case "buy_price": {
      const prices = [...new Set(record.buy_prices)];
      if (prices.some((price) => same(price, first))) return undefined;
      return prices.length ? prices.map((price) => `${price}x`).join(" or ") : "no buy price";
    }
  }
}

/**
 * Every RTP, max win, ways count, bet range and buy price a game's texts state, checked against its
 * facts, and every text that states the rejected reading of one of its discrepancies.
 */
export function auditGame(record: GameRecord): GameAudit {
  const checked = textLocations(record.content).flatMap(({ path, text }) =>
    statedFigures(text).map((figure) => ({ ...figure, location: path })),
  );
  const mismatches = checked.flatMap((figure) => {
    const expected = disagreement(figure, record);
    return expected === undefined
      ? []
      : [
          {
            slug: record.slug,
            field: figure.field,
            location: figure.location,
            found: figure.written,
            expected,
            sentence: figure.sentence,
          },
        ];
  });
  return { slug: record.slug, checked, mismatches, rejectedReadings: rejectedReadingsIn(record) };
}

export function auditCatalogue(records: readonly GameRecord[]): CatalogueAudit {
  const games = records.map(auditGame);
  return {
    games,
    discrepancies: records.flatMap((record) =>
      record.discrepancies.map((discrepancy) => ({ slug: record.slug, ...discrepancy })),
    ),
    mismatches: games.flatMap((game) => game.mismatches),
    rejectedReadings: games.flatMap((game) => game.rejectedReadings),
  };
}
