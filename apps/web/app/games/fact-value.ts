import type { GameFacts } from "@quillspin/content";
import {
  formatDate,
  formatHitFrequency,
  formatMoney,
  formatMultiple,
  formatRtp,
} from "@quillspin/contracts/figures";
import { joinNames } from "../display/text";
import type { gameFactsMessages } from "../locale/areas/game-facts";
import type { MessagesWith } from "../locale/messages";
import type { GameFactsData } from "./game-page.server";

type FactMessages = MessagesWith<readonly [typeof gameFactsMessages]>;

/** A fact's label: the card's three are common strings, the others the game facts area's. */
export function factLabel(key: keyof GameFacts, m: FactMessages): string {
  return key === "rtp" || key === "volatility" || key === "max_win"
    ? m.game.facts[key]
    : m.gameFacts.facts[key];
}

/** One fact as the facts table and the compare table show it, in the visitor's words. */
export function factValue(key: keyof GameFacts, game: GameFactsData, m: FactMessages): string {
  const { facts } = game;
  switch (key) {
    case "release_date":
      return formatDate(facts.release_date);
    case "rtp":
      return formatRtp(facts.rtp);
    case "hit_frequency":
      // The maths' figure (measured maths names its run), not the record's editorial estimate.
      return formatHitFrequency(game.headline?.hitFrequency.percent ?? facts.hit_frequency);
    case "max_win": {
      const stated = formatMultiple(facts.max_win);
      return game.maxWinReachable === null
        ? stated
        : `${stated} (${m.game.reachableOnly(formatMultiple(game.maxWinReachable))})`;
    }
    case "min_bet":
    case "max_bet":
      return formatMoney(facts[key]);
    case "volatility":
      return m.game.volatilityLevels[facts.volatility];
    case "features":
      return joinNames(game.features.map((feature) => feature.name));
    case "other_tags":
      return joinNames(facts.other_tags);
    case "languages":
      return joinNames(game.languages.map((language) => language.name));
    case "platforms":
      return joinNames(facts.platforms.map((platform) => m.gameFacts.platforms[platform]));
    case "currencies":
      return String(facts.currencies);
    case "download_info_kit":
    case "download_promo_pack":
      return facts[key] ? m.gameFacts.inClientArea : m.gameFacts.notAvailable;
    default:
      return String(facts[key]);
  }
}
