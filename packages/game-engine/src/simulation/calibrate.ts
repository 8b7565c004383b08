import { type GameDefinition, type Knob, payScaleKnob, type Tuning } from "../games/shared/definition";
import { type SimulationStats, simulate } from "./simulate";

export interface CalibrationOptions {
  /** Rounds per evaluation while bracketing the knob. */
  readonly searchSpins: number;
  /** Rounds per evaluation in the final secant steps, for the base game's knob. */
  readonly finalSpins: number;
  /** Rounds per evaluation in the final steps for a buy option's knob, whose RTP is less critical. */
  readonly buyFinalSpins: number;
  readonly seed: number;
  /** Stop when the simulated RTP is this close to the stated one, in percentage points. */
  readonly tolerance: number;
  /** Keep the buy knobs as they are and tune the others (a second pass after the buys are settled). */
  readonly skipBuys: boolean;
  /** Tune only the knobs named here (all of them when absent). */
  readonly only?: readonly string[];
  readonly log: (line: string) => void;
}

export interface KnobResult {
  readonly knob: string;
  readonly value: number;
  readonly rtp: number;
  readonly spins: number;
}

/**
 * Tunes each knob of a game in turn: a bisection in log space with few rounds finds the neighbourhood,
 * then secant steps with many rounds settle it. Every evaluation reuses the same seed (common random
 * numbers), so the RTP moves smoothly with the knob instead of jumping with sampling noise.
 */
export function calibrateGame(
  definition: GameDefinition,
  start: Tuning,
  options: CalibrationOptions,
): { tuning: Tuning; results: KnobResult[] } {
  let tuning: Record<string, number> = { ...start };
  for (const knob of definition.knobs) tuning[knob.name] ??= Math.sqrt(knob.min * knob.max);
  const results: KnobResult[] = [];
  const knobs = definition.knobs.filter(
    (knob) => !(options.skipBuys && knob.buy) && (!options.only || options.only.includes(knob.name)),
  );
  for (const knob of knobs) {
    const rtpAt = (value: number, spins: number) => {
      const model = definition.build({ ...tuning, [knob.name]: value });
      return simulate(model, {
        spins,
        seed: options.seed,
        ...(knob.buy ? { buy: knob.buy } : {}),
        doubleChance: knob.doubleChance ?? false,
      }).rtp;
    };
    const target = definition.build(tuning).rtp;
    const rough = bisect(
      knob,
      tuning[knob.name] as number,
      target,
      (value) => rtpAt(value, options.searchSpins),
      options,
    );
    const finalSpins = knob.buy || knob.doubleChance ? options.buyFinalSpins : options.finalSpins;
    const settled = secant(knob, rough, target, (value) => rtpAt(value, finalSpins), options);
    tuning = { ...tuning, [knob.name]: settled.value };
    results.push({ knob: knob.name, value: settled.value, rtp: settled.rtp, spins: finalSpins });
    options.log(`  ${knob.name} = ${settled.value} -> ${settled.rtp.toFixed(3)}% (target ${target}%)`);
  }
  return { tuning, results };
}

/** Percentage points within which the first guess is left to the secant steps. */
const nearEnough = 1.5;

function bisect(
  knob: Knob,
  start: number,
  target: number,
  rtpAt: (value: number) => number,
  options: CalibrationOptions,
): number {
  let low = knob.min;
  let high = knob.max;
  let value = Math.min(high, Math.max(low, start));
  for (let step = 0; step < 14; step++) {
    const rtp = rtpAt(value);
    options.log(`    search ${knob.name} = ${value.toPrecision(6)} -> ${rtp.toFixed(2)}%`);
    // A start already within reach of the secant steps (a second pass) skips the search.
    if (Math.abs(rtp - target) < (step === 0 ? nearEnough : options.tolerance * 4)) return value;
    if (rtp < target) low = value;
    else high = value;
    value = Math.sqrt(low * high);
  }
  if (high === knob.max || low === knob.min) {
    options.log(`    ${knob.name} may be outside [${knob.min}, ${knob.max}]`);
  }
  return value;
}

function secant(
  knob: Knob,
  start: number,
  target: number,
  rtpAt: (value: number) => number,
  options: CalibrationOptions,
): { value: number; rtp: number } {
  let previous = { value: start, rtp: rtpAt(start) };
  options.log(`    settle ${knob.name} = ${start.toPrecision(6)} -> ${previous.rtp.toFixed(3)}%`);
  if (Math.abs(previous.rtp - target) < options.tolerance)
    return { value: Number(start.toPrecision(6)), rtp: previous.rtp };
  let current = { value: clamp(knob, start * (previous.rtp < target ? 1.03 : 0.97)), rtp: 0 };
  current.rtp = rtpAt(current.value);
  options.log(`    settle ${knob.name} = ${current.value.toPrecision(6)} -> ${current.rtp.toFixed(3)}%`);
  for (let step = 0; step < 6 && Math.abs(current.rtp - target) >= options.tolerance; step++) {
    const slope = (current.rtp - previous.rtp) / (current.value - previous.value);
    if (!Number.isFinite(slope) || slope <= 0) break;
    const value = clamp(knob, current.value + (target - current.rtp) / slope);
    previous = current;
    current = { value, rtp: rtpAt(value) };
    options.log(`    settle ${knob.name} = ${value.toPrecision(6)} -> ${current.rtp.toFixed(3)}%`);
  }
  return { value: Number(current.value.toPrecision(6)), rtp: current.rtp };
}

function clamp(knob: Knob, value: number): number {
  return Math.min(knob.max, Math.max(knob.min, value));
}

export interface SettleOptions {
  /** Rounds of the long evaluations that measure where the knob stands. */
  readonly spins: number;
  /** Rounds of the paired evaluations that measure how fast the RTP moves with the knob. */
  readonly slopeSpins: number;
  readonly seed: number;
  /** Long evaluations at most; each one off target is followed by a step along the measured slope. */
  readonly measurements: number;
  readonly tolerance: number;
  /**
   * The RTP already measured at the start value on `spins` rounds of this seed (by the report run, say):
   * the first measurement is taken from it instead of being played again, which gives the same figure.
   */
  readonly measuredRtp?: number;
  readonly log: (line: string) => void;
}

/** The knob the base game's RTP is settled with: the last one that is neither a buy's nor Double Chance's. */
export function baseKnob(definition: GameDefinition): Knob {
  const knob = definition.knobs.filter((candidate) => !candidate.buy && !candidate.doubleChance).at(-1);
  if (!knob) throw new Error(`${definition.slug} has no base-game knob`);
  return knob;
}

/**
 * Settles one knob (the base game's unless `knob` names a buy's or Double Chance's) on one long sample of
 * the knob's mode: measure the RTP there, take the slope from two short samples a step apart on the same
 * seed (common random numbers make their difference precise), and step to where the line meets the
 * stated RTP. With one measurement the result is the line's prediction, which the report run then
 * checks; with more, each step is measured again.
 */
export function settleKnob(
  definition: GameDefinition,
  start: Tuning,
  options: SettleOptions & { readonly knob?: Knob },
): { tuning: Tuning; rtp: number; measured: boolean } {
  const knob = options.knob ?? baseKnob(definition);
  const target = definition.build(start).rtp;
  const mode = { ...(knob.buy ? { buy: knob.buy } : {}), doubleChance: knob.doubleChance ?? false };
  const statsAt = (value: number, spins: number) =>
    simulate(definition.build({ ...start, [knob.name]: value }), { spins, seed: options.seed, ...mode });
  const rtpAt = (value: number, spins: number) => statsAt(value, spins).rtp;
  let value = start[knob.name] as number;
  let predicted = Number.NaN;
  for (let measurement = 0; measurement < options.measurements; measurement++) {
    let rtp: number;
    if (measurement === 0 && options.measuredRtp !== undefined) {
      rtp = options.measuredRtp;
      options.log(
        `    measured ${knob.name} = ${value} -> ${rtp.toFixed(3)}% on ${options.spins} rounds (given)`,
      );
    } else {
      const measured = statsAt(value, options.spins);
      rtp = measured.rtp;
      options.log(
        `    measure ${knob.name} = ${value} -> ${rtp.toFixed(3)}% ± ${measured.ci95.toFixed(3)} (sd ${measured.standardDeviation.toFixed(2)}) on ${options.spins} rounds`,
      );
    }
    if (Math.abs(rtp - target) < options.tolerance)
      return { tuning: { ...start, [knob.name]: value }, rtp, measured: true };
    const step = value * (rtp < target ? 0.02 : -0.02);
    const slope = (rtpAt(value + step, options.slopeSpins) - rtpAt(value, options.slopeSpins)) / step;
    if (!Number.isFinite(slope) || slope <= 0) {
      options.log(`    ${knob.name}: no usable slope (${slope}), left at ${value}`);
      return { tuning: { ...start, [knob.name]: value }, rtp, measured: true };
    }
    const next = Number(clamp(knob, value + (target - rtp) / slope).toPrecision(6));
    predicted = rtp + slope * (next - value);
    options.log(
      `    step ${knob.name} to ${next} (slope ${slope.toFixed(3)} pp per unit), predicted ${predicted.toFixed(3)}%`,
    );
    value = next;
  }
  return { tuning: { ...start, [knob.name]: value }, rtp: predicted, measured: false };
}

export interface VersionOptions {
  /** Rounds of each further measurement. */
  readonly spins: number;
  readonly seed: number;
  /**
   * Measurements: the first is the stated version's (`stated`, shared by every target); each further one
   * measures every version at its stepped scale and steps again.
   */
  readonly measurements: number;
  readonly log: (line: string) => void;
}

/**
 * Settles the pay scale of each lower RTP version (decision 28). Every pay of a round is multiplied by
 * the scale before the max-win cap, so the RTP is proportional to it except for the few capped rounds:
 * one measurement of the stated version (its exact part plus the simulated rest, `stated`) gives every
 * version's scale, target / measured, and the version lands as close to its target as that measurement
 * is to the stated version's true RTP. Further measurements re-measure each version at its scale, which
 * only the cap's share of the RTP can move, and step along the same proportion.
 */
export function settleVersions(
  definition: GameDefinition,
  tuning: Tuning,
  targets: readonly number[],
  stated: Pick<SimulationStats, "rtp" | "ci95" | "statedRtp" | "spins">,
  options: VersionOptions,
): Record<string, Tuning> {
  const measure = (scale: number, target: number) =>
    simulate(definition.build({ ...tuning, [payScaleKnob.name]: scale }, target), {
      spins: options.spins,
      seed: options.seed,
    });
  options.log(
    `    stated version: ${stated.rtp.toFixed(3)}% ± ${stated.ci95.toFixed(3)} (stated ${stated.statedRtp}%) on ${stated.spins} rounds`,
  );
  const settled: Record<string, Tuning> = {};
  for (const target of targets) {
    let scale = Number(clamp(payScaleKnob, target / stated.rtp).toPrecision(6));
    options.log(`    version ${target}: ${payScaleKnob.name} ${scale}`);
    for (let measurement = 1; measurement < options.measurements; measurement++) {
      const measured = measure(scale, target);
      scale = Number(clamp(payScaleKnob, (scale * target) / measured.rtp).toPrecision(6));
      options.log(
        `      measured ${measured.rtp.toFixed(3)}% ± ${measured.ci95.toFixed(3)}; step to ${scale}`,
      );
    }
    settled[String(target)] = { [payScaleKnob.name]: scale };
  }
  return settled;
}
