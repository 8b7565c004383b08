// The game list's options as plain constants: the list page's filters render them in the browser,
// where importing `games.ts` would bring its schemas and zod with them (decision 22).

/** The game list's sort options, id and label (site.md section 3), in the order the site offers them. */
export const gameSortOptions = [
  { id: "new_releases", label: "New Releases" },
  { id: "a_z", label: "A-Z" },
  { id: "z_a", label: "Z-A" },
  { id: "rtp_high_to_low", label: "RTP High to Low" },
  { id: "rtp_low_to_high", label: "RTP Low to high" },
  { id: "volatility_high_to_low", label: "Volatility High to Low" },
  { id: "volatility_low_to_high", label: "Volatility Low to High" },
] as const;

export type GameSortId = (typeof gameSortOptions)[number]["id"];

export const gameSortIds = gameSortOptions.map((option) => option.id) as [GameSortId, ...GameSortId[]];

/**
 * The fifteen feature slugs split in two filters. Mechanics decide how wins form or how a round's
 * engine runs; special features are extras layered on top of that engine.
 */
export const gameMechanicSlugs = [
  "allways-pay",
  "cascades",
  "cluster-pays",
  "flexiways",
  "hold-and-win",
  "respin-feature",
  "x2-mechanic",
] as const;

export const gameSpecialFeatureSlugs = [
  "accumulative-collector-mechanic-hot-pots",
  "buy-bonus",
  "collecting-symbols",
  "double-chance",
  "expanding-wilds",
  "gamble-feature",
  "jackpot",
  "stacked-wilds",
] as const;

/** The longest search the game list takes; the site's search box stops there too. */
export const gameSearchMaxLength = 100;

/** Volatility ids from low to high; the same scale as the content package's `volatilityLevels`. */
export const gameVolatilityIds = ["low", "medium", "medium-high", "high"] as const;

export type GameVolatilityId = (typeof gameVolatilityIds)[number];

/** Query parameters of `GET /games` that filter by an entity; each may be repeated. */
export const gameFilterKeys = [
  "type",
  "volatility",
  "theme",
  "mechanic",
  "language",
  "special_feature",
] as const;

export type GameFilterKey = (typeof gameFilterKeys)[number];

/** The entity ids each filter accepts; the API builds them from the catalogue it serves. */
export type GameFilterValues = Record<Exclude<GameFilterKey, "volatility">, readonly string[]> & {
  volatility: readonly GameVolatilityId[];
};
