import { useCallback, useState } from "react";
import { ControlBar } from "./control-bar";
import { GamblePanel } from "./gamble-panel";
import { BuyDialog, PaytableDialog, RoundHistory, RulesDialog } from "./player-dialogs";
import { playerExitOf } from "./player-exit";
import type { PlayerGame } from "./player-game";
import { PlayerHeader } from "./player-header";
import { PlayerMoneyProvider } from "./player-money";
import type { PlayerSession } from "./player-session";
import { RealityCheck, useRealityCheck } from "./reality-check";
import { SessionMeters } from "./session-meters";
import { ReelStage } from "./stage/reel-stage";
import { StageOverlay, StepStatus } from "./stage-overlay";
import { useDemoPlayer } from "./use-demo-player";
import { usePlayerKeys } from "./use-player-keys";

type Screen = "paytable" | "rules" | "buy" | "history" | null;

/**
 * The HTML5 player: reels, overlays and controls for one session, a demo's or an operator's sandbox
 * session (decision 43); the server draws every outcome.
 */
export function DemoPlayer({ game, session }: { game: PlayerGame; session: PlayerSession }) {
  const player = useDemoPlayer(session, game.idleGrid, game.slug, game.triggers);
  const [dialog, setDialog] = useState<Screen>(null);
  const close = useCallback(() => setDialog(null), []);
  const { spin, skip, status } = player;
  const check = useRealityCheck(player.profile, player.session.started_at, status, player.stopAutoplay);
  // No other dialog of the player shows over the reality check: one open as it shows closes, and one
  // asked for meanwhile (its code loading on first opening) opens once the player continues.
  const shown = (screen: Exclude<Screen, null>) => dialog === screen && !check.showing;
  usePlayerKeys(
    useCallback(() => {
      if (status === "playing") skip();
      else void spin();
    }, [skip, spin, status]),
  );
  const stepOnShow = player.beat === null || player.beat.kind === "step";
  return (
    <PlayerMoneyProvider money={player.money}>
      <div
        ref={player.soundProbe}
        className={`demo-player${player.turbo ? " is-turbo" : ""}${player.reducedMotion ? " is-still" : ""}`}
        data-status={status}
        data-rounds={player.session.rounds}
        data-session-kind={player.session.kind}
        style={{ "--stage-backdrop": `url(${game.stage.backdrop})` } as React.CSSProperties}
      >
        <PlayerHeader
          name={game.name}
          exit={playerExitOf(player.session)}
          sandboxPlayer={player.session.kind === "sandbox" ? player.session.player_id : null}
          soundOn={player.soundOn}
          onSound={player.toggleSound}
          onPaytable={() => setDialog("paytable")}
          onRules={() => setDialog("rules")}
          onHistory={() => setDialog("history")}
        />
        <div className="player-stage">
          <ReelStage
            slug={game.slug}
            symbolFiles={game.symbolFiles}
            art={game.stage}
            screen={player.screen}
            symbolNames={game.symbolNames}
            bet={player.round?.bet ?? player.bet}
            spinning={status === "waiting"}
            showWins={stepOnShow && status !== "waiting"}
            onSkip={skip}
            pace={player.pace}
            beat={player.beat}
            wheels={game.wheels}
            onReelStop={player.reelStopped}
          />
          <StageOverlay
            beat={player.beat}
            bet={player.round?.bet ?? player.bet}
            still={player.reducedMotion}
          />
          <StepStatus captions={player.screen.captions} step={player.screen.step} />
        </div>
        {/* Under the stage, in a column and beside the console alike: on a phone held sideways the
            console has no room for it above Spin. */}
        {player.gamble ? (
          <GamblePanel
            gamble={player.gamble}
            busy={status !== "idle"}
            onGuess={(colour) => void player.guess(colour)}
            onCollect={player.collect}
          />
        ) : null}
        <div className="player-console">
          {player.notice ? (
            <p className="player-notice" role="alert">
              {player.notice}
            </p>
          ) : null}
          <SessionMeters session={player.session} netPosition={player.netPosition} profile={player.profile} />
          <ControlBar player={player} onBuy={() => setDialog("buy")} />
        </div>
        <p className="visually-hidden" aria-live="polite" data-testid="player-announcement">
          {player.announcement}
        </p>
        <PaytableDialog game={game} open={shown("paytable")} onClose={close} />
        <RulesDialog
          game={game}
          version={player.session.rtp_version}
          profile={player.profile}
          session={player.session}
          open={shown("rules")}
          onClose={close}
        />
        <RoundHistory
          sessionId={player.session.id}
          kind={player.session.kind}
          slug={game.slug}
          rounds={player.session.rounds}
          open={shown("history")}
          onClose={close}
        />
        <RealityCheck session={player.session} profile={player.profile} check={check} />
        <BuyDialog
          open={shown("buy")}
          options={player.session.buy_options}
          bet={player.bet}
          balance={player.session.balance}
          onClose={close}
          onBuy={(id) => {
            close();
            void player.spin(id);
          }}
        />
      </div>
    </PlayerMoneyProvider>
  );
}
