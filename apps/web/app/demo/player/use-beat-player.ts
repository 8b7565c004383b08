import { useCallback, useEffect, useRef, useState } from "react";
import type { Beat } from "./round-timeline";

/**
 * Plays beats one after another on timers; `skip` ends the current beat at once (Space or a click on
 * the reels), so a player in a hurry reaches the result without turbo.
 */
export function useBeatPlayer(onBeat: (beat: Beat) => void) {
  const [beat, setBeat] = useState<Beat | null>(null);
  const finish = useRef<(() => void) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cue = useRef(onBeat);
  cue.current = onBeat;

  const skip = useCallback(() => {
    clearTimeout(timer.current);
    finish.current?.();
  }, []);

  const play = useCallback(async (beats: readonly Beat[]) => {
    for (const next of beats) {
      setBeat(next);
      cue.current(next);
      await new Promise<void>((resolve) => {
        finish.current = resolve;
        timer.current = setTimeout(resolve, next.ms);
      });
      finish.current = null;
    }
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { beat, setBeat, play, skip, playing: beat !== null };
}
