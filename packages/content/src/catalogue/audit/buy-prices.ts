import type { GameSlug } from "../../games";

/**
 * Buy Bonus prices catalogue.md section 9 states, as multiples of the bet. A game with no entry
 * has no stated price, so any price its texts quote is a mismatch. Yakuza Clash's 48x is the
 * rejected reading of its discrepancy, not a price.
 */
export const specBuyPrices: Readonly<Record<GameSlug, readonly number[]>> = {
  "double-fortune-panda": [40],
  "squid-gold-x2": [40],
  "brazilian-mask-fire": [40],
  "cleos-riches-flexiways": [100],
  "coral-reef-flexiways": [100],
  "fortune-777-respin": [],
  "frozen-fruits-flexiways": [100],
  "lucky-skulls-bonanza": [100],
  "lucky-santa-bonanza": [100],
  "wild-dragon-respin": [],
  "admiral-wilds": [100],
  "irish-riches-bonanza": [100],
  "yakuza-clash-hold-n-win": [40],
  "quest-of-ra": [],
  "vampire-vault-hold-n-win": [40],
  "monster-load-up-hold-and-win": [100, 200],
  "leprechaun-jackpot-collector": [40],
  "hacker-crash-jackpot": [],
  "cash-multipliers-respin": [40],
  "wild-yoga-collector": [100, 200],
};

export function buyPricesOf(slug: string): readonly number[] {
  return Object.hasOwn(specBuyPrices, slug) ? specBuyPrices[slug as GameSlug] : [];
}
