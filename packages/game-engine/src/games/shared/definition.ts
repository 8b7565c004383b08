import type { GameMaths, GameModel } from "../../model";

/**
 * One adjustable weight of a game's model. The calibration script searches each knob, in order, for the
 * value at which the simulated RTP of its mode (a normal spin, or a buy option) meets the stated RTP.
 */
export interface Knob {
  readonly name: string;
  /** What the knob scales, for the calibration report. */
  readonly scales: string;
  readonly min: number;
  readonly max: number;
  /** Calibrate against this buy option's RTP instead of the base game's. */
  readonly buy?: string;
  /** Calibrate against the RTP with Double Chance on. */
  readonly doubleChance?: boolean;
}

export type Tuning = Readonly<Record<string, number>>;

/** A game's maths file: its knobs, and its maths for given knob values. */
export interface GameMathsDefinition {
  readonly knobs: readonly Knob[];
  build(tuning: Tuning): GameMaths;
}

/** A game's maths joined to its catalogue record, so `build` gives the whole model. */
export interface GameDefinition {
  readonly slug: string;
  readonly knobs: readonly Knob[];
  build(tuning: Tuning): GameModel;
}

export function knob(tuning: Tuning, name: string): number {
  const value = tuning[name];
  if (value === undefined) throw new Error(`No tuning value for ${name}`);
  return value;
}
