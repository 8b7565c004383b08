import type { GameDefinition, Knob, Tuning } from "../games/shared/definition";
import type { GameModel, PlayRequest } from "../model";
import { costFactor } from "../spin";

/** A knob's mode: the request its RTP is the return of. */
function requestOf(model: GameModel, knob: Knob): PlayRequest {
  return {
    buy: knob.buy ?? null,
    doubleChance: knob.doubleChance ?? false,
    choice: model.freeSpinChoices?.default ?? 0,
  };
}

/** The exact RTP of a knob's mode, in per cent, or null when the model computes none. */
export function exactRtpOf(model: GameModel, knob: Knob): number | null {
  const request = requestOf(model, knob);
  const part = model.exactPart?.(request);
  if (!part) return null;
  const pay = Object.values(part).reduce((total, value) => total + value, 0);
  return (pay / costFactor(model, request.buy, request.doubleChance)) * 100;
}

/**
 * Solves each knob of a game whose whole round is computed exactly (the games `exact-calibration.test.ts`
 * lists) on the exact figure itself rather than on a sample: a bisection in log space until the
 * mode's exact RTP meets the stated one, knobs in the definition's order (the buy's reels first, since
 * the base game's free spins play them too). There is no sampling error, so the stated RTP is met to
 * within what rounding the knob to six significant digits leaves. The simulation still checks every
 * exact figure (`exact-part.test.ts`), and the caller must know the round is wholly exact: a model's
 * exact part that covers only some pays would be tuned to the stated RTP on its own.
 */
export function settleOnExactParts(
  definition: GameDefinition,
  start: Tuning,
  log: (line: string) => void,
): Tuning {
  let tuning: Record<string, number> = { ...start };
  for (const knob of definition.knobs) {
    const target = definition.build(tuning).rtp;
    const rtpAt = (value: number) => {
      const rtp = exactRtpOf(definition.build({ ...tuning, [knob.name]: value }), knob);
      if (rtp === null) throw new Error(`${definition.slug} computes no exact RTP for ${knob.name}`);
      return rtp;
    };
    let low = knob.min;
    let high = knob.max;
    for (let step = 0; step < 60 && high / low > 1 + 1e-9; step++) {
      const middle = Math.sqrt(low * high);
      if (rtpAt(middle) < target) low = middle;
      else high = middle;
    }
    const value = Number(Math.sqrt(low * high).toPrecision(6));
    log(
      `  ${knob.name} = ${value} -> ${rtpAt(value).toFixed(6)}% exactly (target ${target}%, was ${tuning[knob.name]})`,
    );
    tuning = { ...tuning, [knob.name]: value };
  }
  return tuning;
}
