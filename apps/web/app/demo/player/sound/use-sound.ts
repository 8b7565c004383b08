import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { TimedCue } from "./cue-names";
import type { SoundEngine } from "./sound-engine";
import { readSoundPreference, writeSoundPreference } from "./sound-preference";

/** Cues asked for while the engine loads still play if it arrives within this many milliseconds. */
const latestLateMs = 400;

/** Where sound is on, the first press or key anywhere on the page starts it (browsers need a gesture). */
const gestures = ["pointerdown", "keydown"] as const;

/**
 * The player's sound: off until the player turns it on, remembered with the site's settings, and
 * never started before a gesture: the AudioContext is made inside the click or key press (a remembered
 * "on" waits for the first one), and the synthesiser's code is fetched only then. Sound pauses while
 * the tab is hidden or the page is left, and stops with the player.
 *
 * `probe` goes on the player's element: it carries the context's state and a count of the cues that
 * sounded (`data-sound-context`, `data-sound-cues`), written straight to the DOM so a tick of a
 * count-up does not render the player again.
 */
export function useSound(slug: string, duckMs: (cue: TimedCue["cue"]) => number) {
  const [on, setOn] = useState(false);
  const wanted = useRef(false);
  const engine = useRef<SoundEngine | null>(null);
  const context = useRef<AudioContext | null>(null);
  const element = useRef<HTMLElement | null>(null);
  const pending = useRef<{ cues: TimedCue[]; asked: number }[]>([]);
  const beatTimers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const played = useRef(0);
  const ducking = useRef(duckMs);
  ducking.current = duckMs;

  const mark = useCallback((name: string, value: string) => {
    if (element.current) element.current.dataset[name] = value;
  }, []);

  const sound = useCallback(
    (cue: TimedCue) => {
      const seconds = cue.ms === undefined ? undefined : cue.ms / 1000;
      if (!engine.current?.play(cue.cue, cue.index, ducking.current(cue.cue) / 1000, seconds)) return;
      played.current++;
      mark("soundCues", String(played.current));
      mark("soundLast", cue.cue);
    },
    [mark],
  );

  const schedule = useCallback(
    (cues: TimedCue[], timers?: ReturnType<typeof setTimeout>[]) => {
      for (const cue of cues) {
        if (cue.atMs <= 0) sound(cue);
        else {
          const timer = setTimeout(() => sound(cue), cue.atMs);
          timers?.push(timer);
        }
      }
    },
    [sound],
  );

  /** Inside a gesture: makes the context, then fetches the synthesiser and starts it. */
  const wake = useCallback(() => {
    if (!wanted.current || context.current || typeof AudioContext === "undefined") return;
    const made = new AudioContext({ latencyHint: "interactive" });
    context.current = made;
    // Resumed within the gesture itself too, for the browsers that only allow it there.
    void made.resume();
    mark("soundContext", made.state);
    made.addEventListener("statechange", () => mark("soundContext", made.state));
    import("./sound-engine")
      .then(async ({ SoundEngine }) => {
        if (context.current !== made) return;
        engine.current = new SoundEngine(made, slug);
        if (!wanted.current || document.hidden) return;
        await engine.current.start();
        const now = performance.now();
        for (const { cues, asked } of pending.current.splice(0))
          if (now - asked < latestLateMs) schedule(cues);
      })
      .catch((error: unknown) => console.warn("The player's sound could not start:", error));
  }, [mark, schedule, slug]);

  useEffect(() => {
    const remembered = readSoundPreference();
    wanted.current = remembered;
    setOn(remembered);
    mark("soundContext", "none");
    mark("soundCues", "0");
    const onGesture = () => {
      wake();
      if (context.current) for (const name of gestures) window.removeEventListener(name, onGesture, true);
    };
    for (const name of gestures) window.addEventListener(name, onGesture, true);
    const onVisibility = () => {
      if (document.hidden) void engine.current?.pause();
      else if (wanted.current) void engine.current?.start();
    };
    const onLeave = () => void engine.current?.pause();
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", onLeave);
    return () => {
      for (const name of gestures) window.removeEventListener(name, onGesture, true);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onLeave);
      for (const timer of beatTimers.current) clearTimeout(timer);
      engine.current?.dispose();
      if (!engine.current) void context.current?.close();
      engine.current = null;
      context.current = null;
    };
  }, [mark, wake]);

  const toggle = useCallback(() => {
    const next = !wanted.current;
    wanted.current = next;
    writeSoundPreference(next);
    setOn(next);
    if (!next) {
      pending.current = [];
      void engine.current?.pause();
    } else if (engine.current) void engine.current.start();
    else wake();
  }, [wake]);

  /** Cues that sound now (or after their `atMs`), independent of the beats: a spin, a reel stop. */
  const play = useCallback(
    (cues: TimedCue[]) => {
      if (!wanted.current) return;
      if (!engine.current) pending.current.push({ cues, asked: performance.now() });
      else schedule(cues);
    },
    [schedule],
  );

  /** A beat's cues: a new beat (or a skip to it) drops what the last beat had still to play. */
  const beat = useCallback(
    (cues: TimedCue[]) => {
      for (const timer of beatTimers.current.splice(0)) clearTimeout(timer);
      if (!wanted.current || !engine.current) return;
      schedule(cues, beatTimers.current);
    },
    [schedule],
  );

  const probe = useCallback(
    (node: HTMLElement | null) => {
      element.current = node;
      if (!node) return;
      mark("soundCues", String(played.current));
      mark("soundContext", context.current?.state ?? "none");
    },
    [mark],
  );

  return useMemo(() => ({ on, toggle, play, beat, probe }), [on, toggle, play, beat, probe]);
}

export type PlayerSound = ReturnType<typeof useSound>;
