import { demoPlayerMessages } from "../../locale/areas/demo-player";
import { useMessages } from "../../locale/locale-context";
import { usePlayerMoney } from "./player-money";
import type { GambleState } from "./use-demo-player";

interface GamblePanelProps {
  gamble: GambleState;
  busy: boolean;
  onGuess: (colour: "red" | "black") => void;
  onCollect: () => void;
}

/** RED or BLACK on the last win, up to two moves, or Collect to keep it. */
export function GamblePanel({ gamble, busy, onGuess, onCollect }: GamblePanelProps) {
  const copy = useMessages(demoPlayerMessages).demoPlayer;
  const money = usePlayerMoney();
  const { outcome } = gamble;
  const open = gamble.stake > 0;
  return (
    <section className="gamble-panel" aria-labelledby="gamble-title">
      <h2 id="gamble-title" className="gamble-panel__title">
        {open || !outcome
          ? copy.gambleTitle(money.format(gamble.stake))
          : outcome.correct
            ? copy.gambleWon(outcome.suit, money.format(outcome.win))
            : copy.gambleLost(outcome.suit)}
      </h2>
      {outcome && open ? (
        <p className={`gamble-panel__card gamble-panel__card--${outcome.colour}`}>
          {copy.gambleWon(outcome.suit, money.format(outcome.win))}
        </p>
      ) : null}
      {open ? (
        <>
          <p className="gamble-panel__lead">
            {copy.gambleLead} {copy.gambleMove(gamble.move)}
          </p>
          <div className="gamble-panel__actions">
            <button
              type="button"
              className="player-button gamble-red"
              disabled={busy}
              onClick={() => onGuess("red")}
            >
              {copy.red}
            </button>
            <button
              type="button"
              className="player-button gamble-black"
              disabled={busy}
              onClick={() => onGuess("black")}
            >
              {copy.black}
            </button>
            <button type="button" className="player-button" disabled={busy} onClick={onCollect}>
              {copy.collect} {money.format(gamble.stake)}
            </button>
          </div>
        </>
      ) : (
        <button type="button" className="player-button" onClick={onCollect}>
          {copy.continue}
        </button>
      )}
    </section>
  );
}
