import type { DemoStep } from "@quillspin/contracts";
import { spreadOn } from "../event-placement";
import { type Beat, beatMs, type Pace, stepTravelMs, stepWinsLitMs } from "../round-timeline";
import { spreadTravelMs, stillFadeMs } from "../stage/expansion";
import type { CueName, TimedCue } from "./cue-names";

/** Ticks of a count-up, one every this many milliseconds. */
export const tickMs = 75;

const tierCues = { big: "big-win", super: "super-win", mega: "mega-win" } as const satisfies Record<
  NonNullable<Extract<Beat, { kind: "tier" }>["tier"]>,
  CueName
>;

/** Cells holding a coin (a value) on a Hold & Win screen. */
function heldCells(step: DemoStep | null): number {
  let held = 0;
  for (const column of step?.values ?? []) for (const value of column) if (value > 0) held++;
  return held;
}

/** Whether a wild spread over any reel of the step (Quest of Ra's Falcon), by the screen it landed on. */
function spreads(step: DemoStep): boolean {
  return step.landed?.some((_, reel) => spreadOn(step, reel)) ?? false;
}

/** The count-up of a win card: as long as the card counts (`useCountUp` over 60% of the beat). */
function countTicks(ms: number, pace: Pace): TimedCue[] {
  if (pace.reducedMotion) return [];
  const counting = ms * 0.6;
  const ticks: TimedCue[] = [];
  for (let index = 0; index * tickMs < counting; index++)
    ticks.push({ cue: "count-tick", atMs: index * tickMs, index });
  return ticks;
}

/**
 * The cues of one beat of a round, timed from the moment the beat starts, as the stage shows it: a
 * cascade falls at once, the wins of a screen sound when they light (after the reels, any anticipation
 * and any wild's spread), a respin that adds coins locks them as it lands, a feature's intro card rings,
 * a win card ticks while it counts up and a tier banner plays its fanfare. Reel stops, the anticipation
 * and a wild's spread come from the stage itself (`reelCues`), since it knows when each reel lands;
 * without motion no reel stops, so a wild's spread is timed here, as the stage fades its pillar in.
 */
export function cuesForBeat(beat: Beat, pace: Pace, previous: DemoStep | null): TimedCue[] {
  switch (beat.kind) {
    case "step": {
      const { step } = beat;
      const cues: TimedCue[] = [];
      const lit = stepWinsLitMs(step, beat.anticipation, pace);
      if (step.phase === "cascade") cues.push({ cue: "cascade", atMs: 0 });
      if (pace.reducedMotion && spreads(step)) {
        // The screen fades in as the reels stopped, then every pillar fades in at once over as long
        // again: one short sweep with them.
        const fade = stillFadeMs(stepTravelMs(step, pace));
        cues.push({ cue: "wild-expand", atMs: fade, ms: fade });
      }
      if (step.phase === "respin" && heldCells(step) > heldCells(previous))
        cues.push({ cue: "hold-lock", atMs: lit });
      if (step.win > 0)
        cues.push({
          cue: step.wins.some((win) => win.kind === "line") ? "line-win" : "ways-win",
          atMs: lit,
        });
      return cues;
    }
    case "intro":
      return [{ cue: "feature-trigger", atMs: 0 }];
    case "feature-total":
      return beat.counts ? countTicks(beat.ms, pace) : [];
    case "win":
      return countTicks(beat.ms, pace);
    case "tier":
      return [{ cue: tierCues[beat.tier], atMs: 0 }];
  }
}

/**
 * The cues of a reel of the step on show landing on the stage: its stop; when it is the last reel
 * before the ones that spin on for a feature one symbol away (from `anticipation` on), the anticipation
 * rising under them; and when a wild spreads over it, the spread, which the stage starts as that reel
 * stops (each reel stops on its own frame, so only the stage knows when) and which lasts as long as
 * the pillar grows.
 */
export function reelCues(
  shown: Pick<Extract<Beat, { kind: "step" }>, "step" | "anticipation">,
  reel: number,
  pace: Pace,
): TimedCue[] {
  const cues: TimedCue[] = [{ cue: "reel-stop", atMs: 0, index: reel }];
  if (shown.anticipation === reel + 1) cues.push({ cue: "anticipation", atMs: 0 });
  if (spreadOn(shown.step, reel))
    cues.push({
      cue: "wild-expand",
      atMs: 0,
      index: reel,
      ms: spreadTravelMs(stepTravelMs(shown.step, pace)),
    });
  return cues;
}

/** How long the music stays ducked under a cue, in milliseconds: the tier fanfares and the feature's bell. */
export function duckMs(cue: CueName, pace: Pace): number {
  if (cue === "big-win" || cue === "super-win" || cue === "mega-win") return beatMs("tier", pace);
  if (cue === "feature-trigger") return beatMs("intro", pace) * 0.6;
  return 0;
}
