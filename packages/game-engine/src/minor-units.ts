import type { Ratio } from "./core/ratio";

/**
 * Money from the engine's exact fractions (decision 32): a bet counted in a currency's minor units (cents
 * of EUR, yen, cents of FUN) times a round's win multiple or a mode's price, in integers all the way, so
 * the demo and the game server pay the same round the same amount. In BigInt: a bet (up to 4 million
 * minor units on a ladder, 400 of a currency with four decimals) times a win in the engine's win units (up
 * to 50,000x at 10^10 units a bet) passes 2^53, though the result never comes near it.
 */
export interface MinorUnitsProduct {
  /** The whole minor units of the product, a fraction of one dropped: never more than the exact amount. */
  readonly whole: number;
  /** Whether nothing was dropped. */
  readonly exact: boolean;
}

/** `minor × ratio`, exactly; a RangeError for what is not minor units times a fraction, or past 2^53. */
export function minorUnitsTimes(minor: number, ratio: Ratio): MinorUnitsProduct {
  const { whole, remainder } = timesRatio(minor, ratio);
  if (whole > maxSafe) throw new RangeError(`${whole} minor units is past safe integers`);
  return { whole: Number(whole), exact: remainder === 0n };
}

/** The round's win in minor units: the bet times the exact win multiple, a fraction of a minor unit dropped. */
export function winInMinorUnits(betMinor: number, winMultiple: Ratio): number {
  return minorUnitsTimes(betMinor, winMultiple).whole;
}

/**
 * What a round costs in minor units: the bet times its exact cost factor (1, a Double Chance stake of
 * 5 / 4, a buy price); null when that is a fraction of a minor unit, as 1.25 times a 1-yen bet is, or
 * past safe integers.
 */
export function costInMinorUnits(betMinor: number, costFactor: Ratio): number | null {
  const { whole, remainder } = timesRatio(betMinor, costFactor);
  return remainder === 0n && whole <= maxSafe ? Number(whole) : null;
}

/** `minor × ratio` in BigInt: its whole part (rounded down) and the remainder over the denominator. */
function timesRatio(minor: number, ratio: Ratio): { whole: bigint; remainder: bigint } {
  const { numerator, denominator } = ratio;
  if (!isCount(minor) || !isCount(numerator) || !isCount(denominator) || denominator === 0) {
    throw new RangeError(`${minor} × ${numerator} / ${denominator} is not minor units times a fraction`);
  }
  const product = BigInt(minor) * BigInt(numerator);
  return { whole: product / BigInt(denominator), remainder: product % BigInt(denominator) };
}

const maxSafe = BigInt(Number.MAX_SAFE_INTEGER);

const isCount = (value: number) => Number.isSafeInteger(value) && value >= 0;
