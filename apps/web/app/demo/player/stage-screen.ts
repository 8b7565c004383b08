import type { DemoEvent, DemoStep } from "@quillspin/contracts";
import { useState } from "react";
import { demoPlayerMessages } from "../../locale/areas/demo-player";
import { useMessages } from "../../locale/locale-context";
import { captionOf } from "./event-copy";
import type { Beat } from "./round-timeline";
import { useBeatPlayer } from "./use-beat-player";

/** The screen on the reels: a step of the last round, or the resting grid before the first spin. */
export interface Screen {
  key: string;
  step: DemoStep;
  previous: DemoStep | null;
  captions: string[];
  /** The events placed on the step, which the stage draws (expanding and sticky wilds, bars, matrices). */
  events: DemoEvent[];
  /** The first reel that spins on in anticipation of a feature, or null (stage/anticipation.ts). */
  anticipation: number | null;
}

/** A grid at rest: shown as it is, with no landing (the reels treat the "idle" key so). */
export function restingScreen(grid: string[][]): Screen {
  return {
    key: "idle",
    step: { phase: "base", grid, wins: [], win: 0 },
    previous: null,
    captions: [],
    events: [],
    anticipation: null,
  };
}

/**
 * What the stage shows while a round's beats play: each step beat becomes the screen on the reels, with
 * its captions in words. The live player and a round's replay play rounds through this one hook, so a
 * replay shows exactly what the player showed. `onBeat` hears every beat first (sound cues).
 */
export function useStageScreen(initial: Screen, onBeat?: (beat: Beat) => void) {
  const copy = useMessages(demoPlayerMessages).demoPlayer;
  const [screen, setScreen] = useState<Screen>(initial);
  const beats = useBeatPlayer((beat) => {
    onBeat?.(beat);
    if (beat.kind !== "step") return;
    setScreen((current) => ({
      key: `${beat.step.phase}-${beat.index}-${Date.now()}`,
      step: beat.step,
      previous: beat.index === 0 ? null : current.step,
      captions: beat.captions.map((event) => captionOf(event, copy.events)),
      events: beat.events,
      anticipation: beat.anticipation,
    }));
  });
  return { screen, ...beats };
}
