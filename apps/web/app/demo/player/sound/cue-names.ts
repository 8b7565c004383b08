/** Every sound effect the player can make, by name; the effects module draws each one. */
export const cueNames = [
  "spin-start",
  "reel-stop",
  "anticipation",
  "wild-expand",
  "line-win",
  "ways-win",
  "count-tick",
  "big-win",
  "super-win",
  "mega-win",
  "feature-trigger",
  "hold-lock",
  "cascade",
  "gamble-win",
  "gamble-lose",
] as const;

export type CueName = (typeof cueNames)[number];

/** A cue and when it sounds, in milliseconds after the beat that asked for it. */
export interface TimedCue {
  cue: CueName;
  atMs: number;
  /** Which of a run of cues this is (the reel of a stop, the tick of a count-up): it sets the pitch. */
  index?: number;
  /**
   * How long the cue lasts, in milliseconds, for a cue that goes with something the stage draws for a
   * time that changes with the pace (a wild's spread); other cues keep their own length.
   */
  ms?: number;
}
