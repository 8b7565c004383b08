import type { PayTable } from "../../core/paytable";
import type { WheelFace } from "../../core/wheel";
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
  /** The symbols' pays, which the game page's paytable prints (`printedPaytable`); no knob changes them. */
  readonly paytable: PayTable;
  /** The game's fortune wheels as painted, for the player's stage; absent when it has none. */
  readonly wheels?: readonly WheelFace[];
  build(tuning: Tuning): GameMaths;
}

/** A game's maths joined to its catalogue record, so `build` gives the whole model. */
export interface GameDefinition {
  readonly slug: string;
  readonly knobs: readonly Knob[];
  /**
   * The model for these knob values; with `version`, the model of that RTP version (its target as the
   * model's `rtp`), whose pay scale is `tuning.payScale`.
   */
  build(tuning: Tuning, version?: number): GameModel;
}

/**
 * The knob of the lower RTP versions (decision 28), the same for every game: the share of the paytable
 * each pay is worth, applied before the max-win cap. It is not in a game's `knobs`, which all calibrate
 * the stated version; the calibration script's `--version` settles it.
 */
export const payScaleKnob: Knob = {
  name: "payScale",
  scales: "every pay of a round, before the max-win cap",
  min: 0.8,
  max: 1,
};

export function knob(tuning: Tuning, name: string): number {
  const value = tuning[name];
  if (value === undefined) throw new Error(`No tuning value for ${name}`);
  return value;
}
