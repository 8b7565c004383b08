/**
 * English strings of the game facts area: the game page and the compare page (see areas/game-facts.ts).
 * The card's three facts (RTP, volatility, max win) are common strings, `game.facts`; `factLabel` reads
 * a fact's label from either.
 */
const gameFacts = {
  factsTitle: "Game facts",
  specialFeaturesTitle: "Special features",
  featuresTitle: "Features in this game",
  languagesList: (count: number) => `The game client is translated into ${count} languages:`,
  facts: {
    release_date: "Release date",
    type: "Type",
    hit_frequency: "Hit frequency",
    min_bet: "Min bet",
    max_bet: "Max bet",
    layout: "Layout",
    paylines: "Paylines / ways",
    features: "Features",
    theme: "Theme",
    other_tags: "Other tags",
    technology: "Technology",
    game_size: "Game size",
    download_info_kit: "Info kit",
    download_promo_pack: "Promo pack",
    currencies: "Currencies",
    languages: "Languages",
    platforms: "Platforms",
  },
  platforms: { desktop: "Desktop", mobile: "Mobile", tablet: "Tablet" },
  inClientArea: "Available to partners in the client area",
  notAvailable: "Not available",
  backToGames: "All games",
} as const;

export default gameFacts;
