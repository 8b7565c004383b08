import type { DemoEvent, DemoRound, DemoStep } from "@quillspin/contracts";
import type { FeatureTrigger } from "@quillspin/game-engine";
import { isHeadlineEvent, placeEvents } from "./event-placement";
import { anticipationFrom } from "./stage/anticipation";
import { spreadTravelMs, stillFadeMs } from "./stage/expansion";

/** One thing the stage shows, for `ms` milliseconds unless the player skips it. */
export type Beat =
  | {
      kind: "step";
      index: number;
      step: DemoStep;
      /** The events placed before the step that do not stop the show: its words under the reels. */
      captions: DemoEvent[];
      /** Every event placed before the step, intros too: the stage draws a Hold & Win's matrix from its intro. */
      events: DemoEvent[];
      /** The first reel that spins on in anticipation of a feature (stage/anticipation.ts), or null. */
      anticipation: number | null;
      ms: number;
    }
  | { kind: "intro"; event: DemoEvent; ms: number }
  /**
   * What the feature paid. It counts up (with its ticks) only when the round pays more than it cost: a
   * feature that returned less than its price is told, not celebrated.
   */
  | { kind: "feature-total"; amount: number; counts: boolean; ms: number }
  | { kind: "win"; amount: number; ms: number }
  | { kind: "tier"; tier: NonNullable<DemoRound["tier"]>; amount: number; ms: number };

export interface Pace {
  turbo: boolean;
  reducedMotion: boolean;
}

/** Normal and turbo durations in milliseconds. */
const durations = {
  spin: [900, 380],
  cascade: [650, 280],
  feature: [700, 320],
  wins: [800, 320],
  intro: [2000, 900],
  total: [2000, 900],
  win: [1100, 450],
  tier: [2800, 1300],
  /** Each reel that spins on in anticipation of a feature (stage/anticipation.ts). */
  anticipation: [550, 260],
} as const;

export function beatMs(name: keyof typeof durations, pace: Pace): number {
  const [normal, turbo] = durations[name];
  const ms = pace.turbo ? turbo : normal;
  // Without motion there is nothing to watch while reels travel; text beats keep their reading time.
  if (pace.reducedMotion && (name === "spin" || name === "cascade" || name === "feature")) return ms / 2;
  return ms;
}

/** How long a step's reels travel before they rest: a spin, a cascade's fall, a feature screen. */
export function stepTravelMs(step: DemoStep, pace: Pace): number {
  return step.phase === "base"
    ? beatMs("spin", pace)
    : step.phase === "cascade"
      ? beatMs("cascade", pace)
      : beatMs("feature", pace);
}

function stepMs(step: DemoStep, anticipation: number | null, pace: Pace): number {
  const wins = step.win > 0 ? beatMs("wins", pace) : 0;
  return stepLandedMs(step, anticipation, pace) + wins;
}

/**
 * When a step's screen has landed and its wins light, from the start of the step: the reels' travel,
 * the reels that spin on in anticipation, and the wilds that spread over their reels once they stopped
 * (the screens that carry their landed screen; without motion the spread shows during the fade).
 */
export function stepLandedMs(step: DemoStep, anticipation: number | null, pace: Pace): number {
  const travel = stepTravelMs(step, pace);
  const spread = step.landed && !pace.reducedMotion ? spreadTravelMs(travel) : 0;
  return travel + anticipationMs(step, anticipation, pace) + spread;
}

/**
 * When a step's wins light on the stage, from the start of the step: once its screen has landed. Without
 * motion the stage shows the screen at once and lights its wins with it, or once a wild's pillar has
 * faded in over the screen (`stillFadeMs`); the beat still lasts `stepLandedMs`, so a still screen
 * stays up as long before the next one comes.
 */
export function stepWinsLitMs(step: DemoStep, anticipation: number | null, pace: Pace): number {
  if (!pace.reducedMotion) return stepLandedMs(step, anticipation, pace);
  return step.landed ? stillFadeMs(stepTravelMs(step, pace)) : 0;
}

/**
 * The time the reels from `from` on take to stop after a near-trigger; none without motion, where
 * nothing spins.
 */
export function anticipationMs(step: DemoStep, from: number | null, pace: Pace): number {
  if (from === null || pace.reducedMotion || !step.grid) return 0;
  return (step.grid.length - from) * beatMs("anticipation", pace);
}

const featurePhases = new Set<DemoStep["phase"]>(["free-spin", "respin", "bonus"]);

/** What the feature paid in money: every step from the first free spin, respin or bonus screen on. */
export function featureTotal(round: DemoRound): number | null {
  const first = round.steps.findIndex((step) => featurePhases.has(step.phase));
  if (first < 0) return null;
  let multiple = 0;
  for (const step of round.steps.slice(first)) multiple += step.win;
  return Math.min(round.win, Math.round(multiple * round.bet * 100) / 100);
}

/** Whether the round's win is more than what the round cost (bet, Double Chance stake or buy price). */
export function celebrated(round: Pick<DemoRound, "win" | "cost">): boolean {
  return round.win > round.cost;
}

/**
 * The round as the stage plays it: steps with their intros and anticipation (by the game's `triggers`,
 * under the round's Double Chance), the feature total, the win, the banner.
 */
export function roundTimeline(round: DemoRound, pace: Pace, triggers: readonly FeatureTrigger[]): Beat[] {
  const { before } = placeEvents(round.steps, round.events);
  const beats: Beat[] = [];
  const pushEvents = (events: DemoEvent[]) => {
    for (const event of events)
      if (isHeadlineEvent(event)) beats.push({ kind: "intro", event, ms: beatMs("intro", pace) });
  };
  for (const [index, step] of round.steps.entries()) {
    const events = before[index] ?? [];
    pushEvents(events);
    const captions = events.filter((event) => !isHeadlineEvent(event));
    const anticipation = anticipationFrom(step, triggers, round.double_chance);
    beats.push({
      kind: "step",
      index,
      step,
      captions,
      events,
      anticipation,
      ms: stepMs(step, anticipation, pace),
    });
  }
  pushEvents(before[round.steps.length] ?? []);
  const total = featureTotal(round);
  if (total !== null) {
    beats.push({
      kind: "feature-total",
      amount: total,
      counts: celebrated(round),
      ms: beatMs("total", pace),
    });
  }
  // A win that is not more than the stake is never celebrated: no win card, no count-up, no fanfare
  // (issue 26); the meters and the live region still tell it.
  if (celebrated(round)) {
    beats.push({ kind: "win", amount: round.win, ms: beatMs("win", pace) });
    if (round.tier)
      beats.push({ kind: "tier", tier: round.tier, amount: round.win, ms: beatMs("tier", pace) });
  }
  return beats;
}
