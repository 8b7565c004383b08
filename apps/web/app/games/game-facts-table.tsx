import { gameFactKeys, provisionalNote } from "@quillspin/content";
import { gameFactsMessages } from "../locale/areas/game-facts";
import { useMessages } from "../locale/locale-context";
import { factLabel, factValue } from "./fact-value";
import type { GamePageData } from "./game-page.server";

/** The twenty facts of the game facts label set, in the spec's order. */
export function GameFactsTable({ game }: { game: GamePageData }) {
  const m = useMessages(gameFactsMessages);
  const hasProvisional = game.provisional.length > 0;
  return (
    <section className="section" aria-labelledby="game-facts" data-reveal>
      <h2 id="game-facts">{m.gameFacts.factsTitle}</h2>
      <dl className="facts-table">
        {gameFactKeys.map((key) => (
          <div key={key} className="facts-table__row">
            <dt>{factLabel(key, m)}</dt>
            <dd>
              {factValue(key, game, m)}
              {game.provisional.includes(key) ? <span aria-hidden="true">*</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      {hasProvisional ? <p className="muted facts-table__note">{provisionalNote}</p> : null}
    </section>
  );
}
