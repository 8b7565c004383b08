/**
 * A game's engine symbol keys whose catalogue picture has another file name (its record's
 * `symbol_files`, which the page's loader passes on); every other key is its own file name.
 */
export type SymbolFiles = Readonly<Record<string, string>>;

/** Jackpot coins share their game's coin art and wear the jackpot's name as a badge. */
const jackpotCoin = /^(gold-coin|blood-ruby)-(mini|minor|major|grand)$/;

/** Cells whose value multiplies a win rather than paying cash. */
const multiplierSymbol = /wild|multiplier|frankenstein/;

export type SymbolArt =
  | { kind: "image"; src: string; file: string; badge: string | null; values: "cash" | "multiplier" }
  | { kind: "blank" };

export function symbolFile(key: string, files: SymbolFiles): string {
  const coin = jackpotCoin.exec(key);
  if (coin) return coin[1] as string;
  return files[key] ?? key;
}

/** The picture of `key` in `slug`; an empty key is a cell with nothing on it (Hold & Win grids). */
export function symbolArt(slug: string, key: string, files: SymbolFiles): SymbolArt {
  if (key === "") return { kind: "blank" };
  const file = symbolFile(key, files);
  return {
    kind: "image",
    src: `/images/games/${slug}/symbols/${file}.webp`,
    file,
    badge: jackpotCoin.exec(key)?.[2]?.toUpperCase() ?? null,
    values: multiplierSymbol.test(key) ? "multiplier" : "cash",
  };
}
