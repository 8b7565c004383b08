/**
 * The twenty labels of the game facts label set (site.md section 3), in the order the pages show them.
 * `gameFactsSchema` (schema.ts) gives each its type and the compiler holds the two to the same keys;
 * the list lives apart so the browser shows the facts table without loading zod.
 */
export const gameFactKeys = [
  "release_date",
  "type",
  "rtp",
  "volatility",
  "hit_frequency",
  "max_win",
  "min_bet",
  "max_bet",
  "layout",
  "paylines",
  "features",
  "theme",
  "other_tags",
  "technology",
  "game_size",
  "download_info_kit",
  "download_promo_pack",
  "currencies",
  "languages",
  "platforms",
] as const;

export type GameFactKey = (typeof gameFactKeys)[number];

/**
 * The facts every game of the studio shares (`studioFacts` in studio-defaults.ts), which a record
 * writes only where its game differs.
 */
export type StudioFactKey = Extract<
  GameFactKey,
  | "type"
  | "technology"
  | "download_info_kit"
  | "download_promo_pack"
  | "currencies"
  | "languages"
  | "platforms"
>;
