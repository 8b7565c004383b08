import {
  type DemoReplay,
  type DemoRound,
  defaultJurisdiction,
  jurisdictionProfiles,
  siteRoutes,
} from "@quillspin/contracts";
import { formatRtp } from "@quillspin/contracts/figures";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useHydrated } from "../../forms/use-hydrated";
import { demoPlayerMessages } from "../../locale/areas/demo-player";
import { demoReplayMessages } from "../../locale/areas/demo-replay";
import { demoSessionMessages } from "../../locale/areas/demo-session";
import { useMessages } from "../../locale/locale-context";
import { type DemoLaunchQuery, demoLaunchHref } from "../launch/launch-query";
import { holdUntil } from "../player/minimum-round";
import { PlayerMoneyProvider } from "../player/player-money";
import { roundAnnouncement } from "../player/round-announcement";
import { beatMs, roundTimeline } from "../player/round-timeline";
import { ReelStage } from "../player/stage/reel-stage";
import { StageOverlay, StepStatus } from "../player/stage-overlay";
import { restingScreen, useStageScreen } from "../player/stage-screen";
import { useReducedMotion } from "../player/use-reduced-motion";
import { replayAddress } from "./replay-address";
import { replayInMoney } from "./replay-money";
import type { ReplayPage } from "./replay-page";
import { roundPlayedAt } from "./round-time";
import { ShareLink } from "./share-link";

/** The round's last screen with reels: what the page shows before (and without) its script. */
/**
 * The build the round was played in, for "Play demo": a UK round's replay leads to the UK build, not
 * the .com one; the RTP version only when it was not the stated one.
 */
function buildOf(replay: DemoReplay): DemoLaunchQuery {
  return {
    ...(replay.rtp_version.stated ? {} : { rtp: replay.rtp_version.id }),
    ...(replay.jurisdiction === defaultJurisdiction ? {} : { jurisdiction: replay.jurisdiction }),
  };
}

function lastScreen(round: DemoRound) {
  const last = round.steps.findLast((step) => step.grid !== undefined);
  return last ? { ...restingScreen(last.grid ?? []), step: last } : restingScreen([]);
}

type ReplayState = "ready" | "spinning" | "playing" | "done";

/**
 * A round played again on the live player's own stage (reels, intro cards, banners) from what the API
 * stored: no session, no balance, nothing staked. It starts once the page runs, and plays again on request.
 */
export function RoundReplay({ game, replay }: ReplayPage) {
  const {
    demoReplay: copy,
    demoPlayer,
    demoSession,
  } = useMessages(demoReplayMessages, demoPlayerMessages, demoSessionMessages);
  // A sandbox round plays back in its currency's test money, a demo round in FUN.
  const { round, money } = useMemo(() => replayInMoney(replay), [replay]);
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const [state, setState] = useState<ReplayState>("ready");
  const [announcement, setAnnouncement] = useState("");
  const { screen, beat, setBeat, play, skip } = useStageScreen(lastScreen(round));
  const pace = useRef({ turbo: false, reducedMotion });
  pace.current = { turbo: false, reducedMotion };
  const stagePace = useMemo(() => ({ turbo: false, reducedMotion }), [reducedMotion]);

  const run = useCallback(async () => {
    setState("spinning");
    setAnnouncement("");
    // The reels spin a moment first, as they do while the player waits for the server.
    await holdUntil(performance.now(), beatMs("spin", pace.current));
    setState("playing");
    await play(roundTimeline(round, pace.current, game.triggers));
    setBeat(null);
    setState("done");
    setAnnouncement(
      `${copy.finished} ${roundAnnouncement(round, {}, { session: demoSession, player: demoPlayer }, money)}`,
    );
  }, [copy, demoPlayer, demoSession, game.triggers, money, play, round, setBeat]);

  // Once, when the page runs: the replay starts by itself.
  const started = useRef(false);
  useEffect(() => {
    if (!hydrated || started.current) return;
    started.current = true;
    void run();
  }, [hydrated, run]);

  const profile = jurisdictionProfiles[replay.jurisdiction];
  const busy = state === "spinning" || state === "playing";
  return (
    <PlayerMoneyProvider money={money}>
      <div className="demo-player demo-replay" data-replay={state}>
        <header className="player-header">
          <p className="demo-notice">
            <strong>{copy.kicker}</strong>
          </p>
          <h1 className="player-header__name">{copy.title(game.name)}</h1>
          <p className="replay-notice">{copy.notice}</p>
          {replay.currency === null ? null : (
            <p className="replay-notice" data-testid="replay-sandbox">
              {copy.sandboxNotice(replay.currency)}
            </p>
          )}
        </header>
        <div className="player-stage">
          <ReelStage
            slug={game.slug}
            symbolFiles={game.symbolFiles}
            art={game.stage}
            screen={screen}
            symbolNames={game.symbolNames}
            bet={round.bet}
            spinning={state === "spinning"}
            showWins={state !== "spinning" && (beat === null || beat.kind === "step")}
            onSkip={skip}
            pace={stagePace}
            beat={beat}
            wheels={game.wheels}
          />
          <StageOverlay beat={beat} bet={round.bet} still={reducedMotion} />
          <StepStatus captions={screen.captions} step={screen.step} />
        </div>
        <div className="player-console">
          <dl className="replay-facts">
            <div>
              <dt>{copy.bet}</dt>
              <dd>{money.format(round.bet)}</dd>
            </div>
            <div>
              <dt>{copy.win}</dt>
              <dd data-testid="replay-win">{money.format(round.win)}</dd>
            </div>
            <div>
              <dt>{copy.round}</dt>
              <dd className="replay-facts__id">{round.id}</dd>
            </div>
            <div>
              <dt>{copy.played}</dt>
              <dd>{roundPlayedAt(replay.played_at)}</dd>
            </div>
            <div>
              <dt>{copy.buildLabel}</dt>
              <dd>{copy.build(profile.label, formatRtp(replay.rtp_version.rtp))}</dd>
            </div>
          </dl>
          <div className="replay-actions">
            <button
              type="button"
              className="spin-button"
              disabled={!hydrated}
              aria-disabled={busy}
              onClick={() => {
                if (!busy) void run();
              }}
            >
              {busy ? copy.replaying : copy.replayAgain}
            </button>
            <ShareLink href={replayAddress(game.slug, round.id)} />
            <a className="player-button" href={demoLaunchHref(game.slug, buildOf(replay))}>
              {copy.playDemo}
            </a>
            <a className="player-button" href={siteRoutes.game(game.slug)} target="_top">
              {copy.backToGame(game.name)}
            </a>
          </div>
        </div>
        <p className="visually-hidden" aria-live="polite" data-testid="replay-announcement">
          {announcement}
        </p>
      </div>
    </PlayerMoneyProvider>
  );
}
