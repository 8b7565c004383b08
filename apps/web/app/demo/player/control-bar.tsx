import { useHydrated } from "../../forms/use-hydrated";
import { demoPlayerMessages } from "../../locale/areas/demo-player";
import { useLocale, useMessages } from "../../locale/locale-context";
import { AutoplayMenu } from "./autoplay-menu";
import { spinUrl } from "./demo-api";
import { type EarlySpinButton, earlySpinNames, earlySpinWritten } from "./early-spin";
import type { DemoPlayer } from "./use-demo-player";

interface ControlBarProps {
  player: DemoPlayer;
  onBuy: () => void;
}

/** Balance, bet and win on one side, the play buttons on the other; every control a real button. */
export function ControlBar({ player, onBuy }: ControlBarProps) {
  const copy = useMessages(demoPlayerMessages).demoPlayer;
  const { session, status, autoplayLeft, profile, money } = player;
  const sandbox = session.kind === "sandbox";
  // The page paints before its script runs: until then a control would swallow a press, so it waits.
  const hydrated = useHydrated();
  const busy = !hydrated || status !== "idle" || autoplayLeft !== null || player.gamble !== null;
  const spinCost = player.costOf(null);
  const tooLow = status === "idle" && session.balance < spinCost;
  // Skip ends the show early only where the profile has a quick stop (decision 31).
  const canSkip = status === "playing" && profile.quickStop;
  const spinLabel = canSkip ? copy.skip : status === "idle" ? copy.spin : copy.spinning;
  const language = useLocale();
  const earlySpin =
    sandbox || !earlySpinWritten
      ? undefined
      : JSON.stringify({
          session: session.id,
          url: spinUrl(session.id),
          bet: player.bet,
          language,
        } satisfies EarlySpinButton);
  return (
    <div className="control-bar">
      <dl className="control-bar__meters">
        <div className={sandbox ? "control-bar__balance is-sandbox" : "control-bar__balance"}>
          <dt>
            {sandbox ? (
              <>
                <span className="visually-hidden">{copy.sandboxBalanceLabel(session.currency)}</span>
                <span aria-hidden="true">{copy.balance}</span>{" "}
                <span className="sandbox-badge" data-testid="sandbox-balance-badge" aria-hidden="true">
                  {copy.sandboxBalanceBadge}
                </span>
              </>
            ) : (
              copy.balance
            )}
          </dt>
          <dd data-testid="player-balance">{money.format(player.balance)}</dd>
        </div>
        <div>
          <dt>{copy.win}</dt>
          <dd>{money.figure(player.lastWin)}</dd>
        </div>
      </dl>
      <label className="control-bar__bet">
        <span>{copy.bet}</span>
        <select
          value={player.bet}
          disabled={busy}
          onChange={(event) => player.setBet(Number(event.target.value))}
        >
          {session.bets.map((bet) => (
            <option key={bet} value={bet}>
              {money.format(bet)}
            </option>
          ))}
        </select>
      </label>
      {session.free_spin_choices ? (
        <label className="control-bar__bet">
          <span>{copy.freeSpinChoice}</span>
          <select
            value={player.choice}
            disabled={busy}
            onChange={(event) => player.setChoice(Number(event.target.value))}
          >
            {session.free_spin_choices.options.map((option, index) => (
              <option key={option} value={index}>
                {option}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div className="control-bar__actions">
        {profile.autoplay === "none" ? null : (
          <AutoplayMenu
            left={autoplayLeft}
            disabled={busy || tooLow}
            needsLossLimit={profile.autoplay === "with-loss-limit"}
            onStart={(count, lossLimit) => void player.startAutoplay(count, lossLimit)}
            onStop={player.stopAutoplay}
          />
        )}
        <button
          type="button"
          className="spin-button"
          // Before hydration a demo's Spin is the page script's to send (early-spin.ts); others wait.
          disabled={!hydrated && earlySpin === undefined}
          {...{ [earlySpinNames.buttonAttribute]: hydrated ? undefined : earlySpin }}
          aria-disabled={(status !== "idle" && !canSkip) || autoplayLeft !== null || tooLow}
          onClick={() => (canSkip ? player.skip() : void player.spin())}
        >
          {spinLabel}
        </button>
        {profile.turbo ? (
          <button
            type="button"
            className="player-button"
            aria-pressed={player.turbo}
            disabled={!hydrated}
            onClick={() => player.setTurbo(!player.turbo)}
          >
            {copy.turbo}
          </button>
        ) : null}
        {session.buy_options.length > 0 ? (
          <button
            type="button"
            className="player-button"
            disabled={busy || player.doubleChance}
            onClick={onBuy}
          >
            {copy.buyBonus}
          </button>
        ) : null}
        {session.double_chance ? (
          <button
            type="button"
            className="player-button"
            aria-pressed={player.doubleChance}
            disabled={busy}
            title={copy.doubleChanceHint(session.double_chance.stake)}
            onClick={() => player.setDoubleChance(!player.doubleChance)}
          >
            {session.double_chance.label || copy.doubleChance}
          </button>
        ) : null}
        {/* Play money refills; a test player's balance is the operator's to top up. */}
        {tooLow && !sandbox ? (
          <button
            type="button"
            className="player-button player-button--refill"
            onClick={() => void player.refill()}
          >
            {copy.refill}
          </button>
        ) : null}
      </div>
    </div>
  );
}
