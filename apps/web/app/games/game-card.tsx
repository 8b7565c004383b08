import { type GameListItem, siteRoutes } from "@quillspin/contracts";
import { formatMultiple, formatRtp } from "@quillspin/contracts/figures";
import { PlayDemoLink } from "../demo/launch/play-demo-link";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { GameImage } from "./game-image";

/**
 * A game in a list: its card art, name, subtitle and headline figures, linking to its page, and its demo.
 * The art always loads lazily: on phones the lists start below a hero and the filters, and preloading
 * it competed with the CSS and scripts of the first paint (Lighthouse mobile on /games went 86-88 -> 89-90).
 * Its stylesheet, `game-card.css`, is imported by the pages that list cards, not here: the card's code
 * shares a file with other pages' helpers (config/client-chunks.ts), and a stylesheet follows its file.
 */
export function GameCard({ game }: { game: GameListItem }) {
  const m = useMessages();
  return (
    <article className="lift-card game-card">
      <GameImage className="game-card__art" src={game.image} alt="" />
      <div className="game-card__body">
        <h3 className="game-card__name">
          <AppLink to={siteRoutes.game(game.slug)} className="game-card__link">
            {game.name}
          </AppLink>
        </h3>
        <p className="game-card__subtitle">{game.subtitle}</p>
        <dl className="game-card__facts">
          <div>
            <dt>{m.game.facts.rtp}</dt>
            <dd>{formatRtp(game.rtp)}</dd>
          </div>
          <div>
            <dt>{m.game.facts.volatility}</dt>
            <dd>{m.game.volatilityLevels[game.volatility]}</dd>
          </div>
          <div>
            <dt>{m.game.facts.max_win}</dt>
            <dd>{formatMultiple(game.max_win)}</dd>
          </div>
        </dl>
        {game.max_win_reachable !== null ? (
          <p className="game-card__cap">{m.game.reachableOnly(formatMultiple(game.max_win_reachable))}</p>
        ) : null}
        <div className="game-card__actions">
          <PlayDemoLink game={game} className="game-card__demo" nameInLabel />
        </div>
      </div>
    </article>
  );
}
