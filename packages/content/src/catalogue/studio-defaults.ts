import { type GameFactKey, gameFactKeys, type StudioFactKey } from "./game-fact-keys";
import { catalogueLanguages } from "./languages";
import type { GameFacts } from "./schema";

/**
 * What every game of the studio shares: a record states one of these facts only where its game differs
 * (none does today). The catalogue's merge (`index.ts`) lays a record's own facts over them.
 */
export const studioFacts: Pick<GameFacts, StudioFactKey> = {
  type: "Video slot",
  technology: "HTML5",
  download_info_kit: true,
  download_promo_pack: true,
  currencies: 160,
  languages: catalogueLanguages,
  platforms: ["desktop", "mobile", "tablet"],
};

/** catalogue.md section 9: Big, Super and Mega Win at 20x, 40x and 60x, unless the game says otherwise. */
export const studioWinTiers: readonly [number, number, number] = [20, 40, 60];

/**
 * Facts the spec states for no game: the editors wrote every game's, so each is editorial until
 * certified. A record's own `editorial` list names only the facts it adds (a bet range or layout the
 * spec leaves out for that game).
 */
export const alwaysEditorialFacts = [
  "release_date",
  "hit_frequency",
  "theme",
  "other_tags",
  "game_size",
  "currencies",
  "languages",
  "platforms",
] as const satisfies readonly GameFactKey[];

/** A record's editorial facts: the studio's always-editorial ones and its own, in the facts' order. */
export function editorialFacts(own: readonly GameFactKey[]): GameFactKey[] {
  const editorial = new Set<GameFactKey>([...alwaysEditorialFacts, ...own]);
  return gameFactKeys.filter((key) => editorial.has(key));
}
