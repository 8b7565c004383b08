import { type GameFacts, gameFactKeys } from "@quillspin/content";
import { joinNames } from "../display/text";
import { useMessages } from "../locale/locale-context";
import type { GamePageData } from "./game-page.server";

const formatNumber = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });

/** The twenty facts of the game facts label set, in the spec's order. */
export function GameFactsTable({ game }: { game: GamePageData }) {
  const m = useMessages();
  const { facts } = game;
  const value = (key: keyof GameFacts): string => {
    switch (key) {
      case "rtp":
      case "hit_frequency":
        return `${formatNumber.format(facts[key])}%`;
      case "max_win":
        return `${formatNumber.format(facts.max_win)}x`;
      case "min_bet":
      case "max_bet":
        return formatNumber.format(facts[key]);
      case "volatility":
        return m.game.volatilityLevels[facts.volatility];
      case "features":
        return joinNames(game.features.map((feature) => feature.name));
      case "other_tags":
        return joinNames(facts.other_tags);
      case "languages":
        return joinNames(game.languages.map((language) => language.name));
      case "platforms":
        return joinNames(facts.platforms.map((platform) => m.game.platforms[platform]));
      case "currencies":
        return String(facts.currencies);
      case "download_info_kit":
      case "download_promo_pack":
        return facts[key] ? m.game.inClientArea : m.game.notAvailable;
      default:
        return String(facts[key]);
    }
  };
  const hasEditorial = game.editorial.length > 0;
  return (
    <section className="section" aria-labelledby="game-facts" data-reveal>
      <h2 id="game-facts">{m.game.factsTitle}</h2>
      <dl className="facts-table">
        {gameFactKeys.map((key) => (
          <div key={key} className="facts-table__row">
            <dt>{m.game.facts[key]}</dt>
            <dd>
              {value(key)}
              {game.editorial.includes(key) ? <span aria-hidden="true">*</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      {hasEditorial ? <p className="muted facts-table__note">{m.game.editorialNote}</p> : null}
    </section>
  );
}
