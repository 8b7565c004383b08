import { type DemoRound, type DemoSpinRequest, passesLossLimit } from "@quillspin/contracts";
import type { FeatureTrigger } from "@quillspin/game-engine";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { ApiRequestError } from "../../api/api-request-error";
import { demoPlayerMessages } from "../../locale/areas/demo-player";
import { demoSessionMessages } from "../../locale/areas/demo-session";
import { useLocale, useMessages } from "../../locale/locale-context";
import { autoplayStop } from "./autoplay";
import { postGamble, postReset } from "./demo-api";
import { type EarlySpin, takeEarlySpin } from "./early-spin";
import { holdUntil } from "./minimum-round";
import { nextTask } from "./next-task";
import { playerProfile } from "./player-profile";
import { demoPlayerSession, moneyOf, type PlayerSession } from "./player-session";
import { roundAnnouncement } from "./round-announcement";
import { newRoundId } from "./round-id";
import { type Beat, roundTimeline } from "./round-timeline";
import { sandboxRefusalOf } from "./sandbox-refusal";
import { cuesForBeat, duckMs, reelCues } from "./sound/round-cues";
import { useSound } from "./sound/use-sound";
import type { SpinOutcome } from "./spin-outcome";
import { reloadSession, sandboxWords, spinSession } from "./spin-port";
import { restingScreen, useStageScreen } from "./stage-screen";
import { useReducedMotion } from "./use-reduced-motion";

export type PlayerStatus = "idle" | "waiting" | "playing";

export type { Screen } from "./stage-screen";

export interface GambleState {
  stake: number;
  move: number;
  outcome: { correct: boolean; suit: string; colour: "red" | "black"; win: number } | null;
}

const noQuickStop = () => {};

/**
 * Everything the player does: spins, autoplay, buys, gamble and refill, against the API its session
 * plays on (spin-port.ts): a demo's play money, or a sandbox session's operator wallet, which has no
 * gamble or refill and whose balance only ever moves to what the wallet reports.
 */
export function useDemoPlayer(
  initial: PlayerSession,
  idleGrid: string[][],
  slug: string,
  triggers: readonly FeatureTrigger[],
) {
  const copy = useMessages(demoPlayerMessages).demoPlayer;
  const sessionCopy = useMessages(demoSessionMessages).demoSession;
  // A sandbox session's words load with its code (spin-port.ts), when first needed.
  const locale = useLocale();
  // The session's money (FUN, or a currency's minor units) is fixed at launch, as its profile is.
  const [money] = useState(() => moneyOf(initial));
  // The session's jurisdiction profile (decision 31): fixed at launch, so read once.
  const [profile] = useState(() => playerProfile(initial.jurisdiction));
  const [session, setSession] = useState(initial);
  // Rounds follow one another without waiting for a render (autoplay), so the latest session is read here.
  const sessionRef = useRef(initial);
  const busy = useRef(false);
  const adopt = useCallback((next: PlayerSession) => {
    sessionRef.current = next;
    setSession(next);
    setBalance(next.balance);
  }, []);
  const [balance, setBalance] = useState(initial.balance);
  const [bet, setBet] = useState(initial.bet);
  const [turbo, setTurbo] = useState(false);
  const [doubleChance, setDoubleChance] = useState(false);
  const [choice, setChoice] = useState(initial.free_spin_choices?.default ?? 0);
  const [status, setStatus] = useState<PlayerStatus>("idle");
  const [autoplayLeft, setAutoplayLeft] = useState<number | null>(null);
  const [lastWin, setLastWin] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [gamble, setGamble] = useState<GambleState | null>(null);
  const [round, setRound] = useState<DemoRound | null>(null);
  const reducedMotion = useReducedMotion();
  const stopRequested = useRef(false);
  const pace = useMemo(() => ({ turbo, reducedMotion }), [turbo, reducedMotion]);
  const paceRef = useRef(pace);
  paceRef.current = pace;
  const sound = useSound(slug, (cue) => duckMs(cue, paceRef.current));
  // The step on the reels (its beat, anticipation and all), for the cues of its reels landing and of the
  // next step (coins locked).
  const stepOnShow = useRef<Extract<Beat, { kind: "step" }> | null>(null);

  const { screen, beat, setBeat, play, skip } = useStageScreen(restingScreen(idleGrid), (beat) => {
    sound.beat(cuesForBeat(beat, paceRef.current, stepOnShow.current?.step ?? null));
    if (beat.kind === "step") stepOnShow.current = beat;
  });

  const live = useRef({ session, balance, bet, turbo, doubleChance, choice, reducedMotion });
  live.current = { session: sessionRef.current, balance, bet, turbo, doubleChance, choice, reducedMotion };

  const costOf = useCallback(
    (buy: string | null, state = live.current) => {
      if (buy) {
        const option = state.session.buy_options.find((candidate) => candidate.id === buy);
        return money.times(state.bet, option?.price ?? 0);
      }
      return money.times(state.bet, state.doubleChance ? (state.session.double_chance?.stake ?? 1) : 1);
    },
    [money],
  );

  /**
   * One paid round from click to banner, with the session after it; null when it did not happen. `early`
   * is a press the page's script sent before hydration (early-spin.ts): its round, bet and press time.
   */
  const playRound = useCallback(
    async (
      buy: string | null,
      autoplay?: DemoSpinRequest["autoplay"],
      early?: EarlySpin,
    ): Promise<SpinOutcome | null> => {
      const pressedAt = early?.pressedAt ?? performance.now();
      const state = { ...live.current, session: sessionRef.current, ...(early ? { bet: early.bet } : {}) };
      const cost = costOf(buy, state);
      const sandbox = state.session.kind === "sandbox";
      if (state.session.balance < cost) {
        setNotice(sandbox ? (await sandboxWords(locale)).lowBalance : copy.lowBalance);
        return null;
      }
      const request = {
        round_id: early?.roundId ?? newRoundId(),
        bet: state.bet,
        ...(buy ? { buy } : {}),
        ...(state.doubleChance && !buy ? { double_chance: true } : {}),
        ...(state.session.free_spin_choices ? { choice: state.choice } : {}),
        ...(autoplay ? { autoplay } : {}),
      };
      // The request leaves first; the player's render of the press follows in a task of its own, so the
      // press and the render are not one long task on a slow phone (issue 26: none over 50 ms in a round).
      const answer = spinSession(state.session, request, early?.answer);
      answer.catch(() => {});
      await nextTask();
      // Committed at once, effects and all, as it was inside the press: the stage starts its reels in the
      // same frame that says "Spinning", not a frame after it.
      flushSync(() => {
        setNotice(null);
        setGamble(null);
        setLastWin(0);
        setStatus("waiting");
        // A demo shows its stake taken at once; a sandbox balance moves only to what the wallet reports.
        if (!sandbox) setBalance(money.times(state.session.balance - cost, 1));
      });
      stepOnShow.current = null;
      sound.play([{ cue: "spin-start", atMs: 0 }]);
      let result: SpinOutcome;
      try {
        result = await answer;
      } catch (error) {
        setBalance(state.session.balance);
        setStatus("idle");
        const status = error instanceof ApiRequestError ? error.status : null;
        if (sandbox) {
          const refusal = sandboxRefusalOf(status, error instanceof ApiRequestError ? error.code : null);
          setNotice((await sandboxWords(locale)).refusal(refusal));
          // Nothing was played, but the wallet may hold another balance than the one on screen (the
          // test player also plays elsewhere): show what it reports now.
          if (refusal !== "session-ended") void reloadSession(state.session).then(adopt, () => {});
          return null;
        }
        // A 409 is the server refusing the round (balance too low, another play under way): its words say which.
        const refused = status === 409 && error instanceof ApiRequestError;
        setNotice(refused ? (error.serverMessage ?? copy.lowBalance) : copy.spinFailed);
        return null;
      }
      const answeredAt = performance.now();
      // The reels keep spinning until the profile's minimum round time has passed since the press.
      await holdUntil(pressedAt, profile.minRoundMs);
      setRound(result.round);
      setStatus("playing");
      await play(roundTimeline(result.round, state, triggers));
      setBeat(null);
      adopt(result.session);
      setLastWin(result.round.win);
      // The wallet has the win to credit still: the balance shown is the one it reported, without it.
      if (result.settlement === "pending")
        setNotice((await sandboxWords(locale)).winCrediting(money.format(result.round.win)));
      setAnnouncement(
        roundAnnouncement(
          result.round,
          { number: result.session.rounds, balance: result.session.balance },
          { session: sessionCopy, player: copy },
          money,
        ),
      );
      // The API counts the minimum from its own acceptance of the round, which follows the press by the
      // request's way there: Spin comes back only once that much has passed since the answer.
      await holdUntil(answeredAt, profile.minRoundMs);
      // Shown before Spin takes the next press: left to React's next frame, a press in between would
      // start a round while the page still said "Spinning" (seen as a round the player never saw end).
      flushSync(() => setStatus("idle"));
      return result;
    },
    [adopt, copy, costOf, locale, money, play, profile, sessionCopy, setBeat, sound, triggers],
  );

  const spin = useCallback(
    async (buy: string | null = null, early?: EarlySpin) => {
      if (busy.current) return;
      busy.current = true;
      try {
        const played = await playRound(buy, undefined, early);
        const offer = played?.session.gamble;
        if (played && played.round.win > 0 && offer)
          setGamble({ stake: offer.stake, move: offer.move, outcome: null });
      } finally {
        busy.current = false;
      }
    },
    [playRound],
  );

  // A Spin pressed before the code arrived is played once the player is on the page.
  useEffect(() => {
    const early = takeEarlySpin(initial.id);
    if (early) void spin(null, early);
  }, [initial.id, spin]);

  /** Plays `count` rounds; with a loss limit, stops before a round that could take the run past it. */
  const startAutoplay = useCallback(
    async (count: number, lossLimit?: number) => {
      if (busy.current) return;
      busy.current = true;
      stopRequested.current = false;
      setGamble(null);
      const run = { run: newRoundId(), ...(lossLimit === undefined ? {} : { loss_limit: lossLimit }) };
      const startNet = sessionRef.current.net_position;
      try {
        for (let left = count; left > 0; left--) {
          const lost = money.units(startNet) - money.units(sessionRef.current.net_position);
          const limit = lossLimit === undefined ? undefined : money.units(lossLimit);
          if (limit !== undefined && passesLossLimit(lost, money.units(costOf(null)), limit)) {
            setNotice(sessionCopy.lossLimitReached(money.format(lossLimit ?? 0)));
            break;
          }
          setAutoplayLeft(left);
          const played = await playRound(null, run);
          if (!played || stopRequested.current) break;
          const stop = autoplayStop(played.round, left - 1, played.session.balance, costOf(null));
          if (stop === "balance")
            setNotice(
              played.session.kind === "sandbox" ? (await sandboxWords(locale)).lowBalance : copy.lowBalance,
            );
          if (stop) break;
        }
      } finally {
        busy.current = false;
        setAutoplayLeft(null);
      }
    },
    [copy, costOf, locale, money, playRound, sessionCopy],
  );

  const stopAutoplay = useCallback(() => {
    stopRequested.current = true;
    setAutoplayLeft(null);
  }, []);

  const guess = useCallback(
    async (colour: "red" | "black") => {
      // The gamble is the demo's: a sandbox session is never offered one.
      if (sessionRef.current.kind !== "demo") return;
      const sessionId = sessionRef.current.id;
      setStatus("waiting");
      try {
        const result = await postGamble(sessionId, colour);
        adopt(demoPlayerSession(result.session));
        setLastWin(result.win);
        const outcome = {
          correct: result.correct,
          suit: result.card.suit,
          colour: result.card.colour,
          win: result.win,
        };
        const offer = result.session.gamble;
        setGamble(
          offer && result.correct
            ? { stake: offer.stake, move: offer.move, outcome }
            : { stake: 0, move: 0, outcome },
        );
        setAnnouncement(
          result.correct
            ? copy.gambleWon(result.card.suit, money.format(result.win))
            : copy.gambleLost(result.card.suit),
        );
        sound.play([{ cue: result.correct ? "gamble-win" : "gamble-lose", atMs: 0 }]);
      } catch {
        setGamble(null);
      } finally {
        setStatus("idle");
      }
    },
    [adopt, copy, money, sound],
  );

  const refill = useCallback(async () => {
    // Play money refills; a test player's balance is the operator's to top up.
    if (sessionRef.current.kind !== "demo") return;
    setStatus("waiting");
    try {
      const fresh = demoPlayerSession(await postReset(sessionRef.current.id));
      adopt(fresh);
      setNotice(null);
      setGamble(null);
      setLastWin(0);
      setAnnouncement(copy.refilled(money.format(fresh.balance)));
    } finally {
      setStatus("idle");
    }
  }, [adopt, copy, money]);

  const { play: playCues } = sound;
  const reelStopped = useCallback(
    (reel: number) => {
      if (stepOnShow.current) playCues(reelCues(stepOnShow.current, reel, paceRef.current));
    },
    [playCues],
  );

  return {
    session,
    // The balance on screen differs from the session's only by a stake taken at the press and not yet
    // played (the server's session counts it once the round is adopted): the net position moves with it,
    // so the two meters a UK player watches never disagree through a 2.5 s round.
    netPosition: money.times(session.net_position - (session.balance - balance), 1),
    money,
    pace,
    reelStopped,
    balance,
    bet,
    setBet,
    turbo,
    setTurbo,
    soundOn: sound.on,
    toggleSound: sound.toggle,
    soundProbe: sound.probe,
    doubleChance,
    setDoubleChance,
    choice,
    setChoice,
    status,
    autoplayLeft,
    lastWin,
    notice,
    announcement,
    gamble,
    collect: () => setGamble(null),
    round,
    screen,
    beat,
    // Where the profile has no quick stop, nothing ends a spin early.
    skip: profile.quickStop ? skip : noQuickStop,
    spin,
    startAutoplay,
    stopAutoplay,
    guess,
    refill,
    costOf,
    reducedMotion,
    profile,
  };
}

export type DemoPlayer = ReturnType<typeof useDemoPlayer>;
