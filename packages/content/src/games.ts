/**
 * The catalogue's one list of games (catalogue.md section 2), in its order: each game's slug and name.
 * Everything else about a game is its record (`catalogue/games/{slug}.ts`), keyed by this slug. The list
 * stays this small because the browser bundle reads it (the game count, recently viewed games) and must
 * not carry the records' texts.
 */
export const gameSummaries = [
  { slug: "double-fortune-panda", name: "Double Fortune Panda" },
  { slug: "squid-gold-x2", name: "Squid Gold X2" },
  { slug: "brazilian-mask-fire", name: "Brazilian Mask Fire" },
  { slug: "cleos-riches-flexiways", name: "Cleo's Riches FlexiWays" },
  { slug: "coral-reef-flexiways", name: "Coral Reef FlexiWays" },
  { slug: "fortune-777-respin", name: "Fortune 777 Respin" },
  { slug: "frozen-fruits-flexiways", name: "Frozen Fruits FlexiWays" },
  { slug: "lucky-skulls-bonanza", name: "Lucky Skulls Bonanza" },
  { slug: "lucky-santa-bonanza", name: "Lucky Santa Bonanza" },
  { slug: "wild-dragon-respin", name: "Wild Dragon Respin" },
  { slug: "admiral-wilds", name: "Admiral Wilds" },
  { slug: "irish-riches-bonanza", name: "Irish Riches Bonanza" },
  { slug: "yakuza-clash-hold-n-win", name: "Yakuza Clash Hold & Win" },
  { slug: "quest-of-ra", name: "Quest of Ra" },
  { slug: "vampire-vault-hold-n-win", name: "Vampire Vault Hold & Win" },
  { slug: "monster-load-up-hold-and-win", name: "Monster Load-Up Hold & Win" },
  { slug: "leprechaun-jackpot-collector", name: "Leprechaun Jackpot Collector" },
  { slug: "hacker-crash-jackpot", name: "Hacker Crash Jackpot" },
  { slug: "cash-multipliers-respin", name: "Cash Multipliers Respin" },
  { slug: "wild-yoga-collector", name: "Wild Yoga Collector" },
] as const;

export type GameSlug = (typeof gameSummaries)[number]["slug"];

/** A game's name by its slug; a slug the list does not hold (a game since withdrawn) is shown as it is. */
export function gameNameOf(slug: string): string {
  return gameSummaries.find((game) => game.slug === slug)?.name ?? slug;
}
