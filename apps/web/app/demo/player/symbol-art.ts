import type { GameSlug } from "@quillspin/content";

/**
 * Which catalogue picture shows each engine symbol. The engine names symbols for its maths ("a", "wild",
 * "gold-coin-major") while the catalogue names its art for players ("ace", "lightning-wild", one gold
 * coin), so the few keys that differ are mapped here; every other key is its own file name.
 */
const aliases: Readonly<Record<string, Readonly<Record<string, string>> | undefined>> = {
  "frozen-fruits-flexiways": {
    ace: "ace-and-king",
    king: "ace-and-king",
    queen: "queen-and-jack",
    jack: "queen-and-jack",
    ten: "ten-and-nine",
    nine: "ten-and-nine",
    wild: "ice-crystal-wild",
    scatter: "snowflake-scatter",
  },
  "lucky-skulls-bonanza": { scatter: "lucky-skull-scatter" },
  "lucky-santa-bonanza": { scatter: "present-scatter" },
  "wild-dragon-respin": {
    ace: "ace-and-king",
    king: "ace-and-king",
    queen: "queen-jack-and-ten",
    jack: "queen-jack-and-ten",
    ten: "queen-jack-and-ten",
  },
  "monster-load-up-hold-and-win": {
    a: "ace",
    k: "king",
    q: "queen",
    j: "jack",
    "10": "ten",
    wild: "lightning-wild",
    bonus: "bonus-generator",
  },
  "hacker-crash-jackpot": { scatter: "scatter-padlock", coin: "data-coin", "free-spins": "free-spins-disk" },
  "cash-multipliers-respin": {
    bell: "golden-bell",
    scatter: "scatter-chip",
    cash: "cash-symbol",
    multiplier: "multiplier-symbol",
  },
  "wild-yoga-collector": { wild: "golden-mat-wild" },
} satisfies Partial<Record<GameSlug, Readonly<Record<string, string>>>>;

/** Jackpot coins share their game's coin art and wear the jackpot's name as a badge. */
const jackpotCoin = /^(gold-coin|blood-ruby)-(mini|minor|major|grand)$/;

/** Cells whose value multiplies a win rather than paying cash. */
const multiplierSymbol = /wild|multiplier|frankenstein/;

export type SymbolArt =
  | { kind: "image"; src: string; file: string; badge: string | null; values: "cash" | "multiplier" }
  | { kind: "blank" };

export function symbolFile(slug: string, key: string): string {
  const coin = jackpotCoin.exec(key);
  if (coin) return coin[1] as string;
  return aliases[slug]?.[key] ?? key;
}

/** The picture of `key` in `slug`; an empty key is a cell with nothing on it (Hold & Win grids). */
export function symbolArt(slug: string, key: string): SymbolArt {
  if (key === "") return { kind: "blank" };
  const file = symbolFile(slug, key);
  return {
    kind: "image",
    src: `/images/games/${slug}/symbols/${file}.webp`,
    file,
    badge: jackpotCoin.exec(key)?.[2]?.toUpperCase() ?? null,
    values: multiplierSymbol.test(key) ? "multiplier" : "cash",
  };
}
