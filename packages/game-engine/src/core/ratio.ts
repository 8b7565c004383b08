/**
 * An exact non-negative fraction, `numerator / denominator`, both safe integers and the denominator
 * positive: how the engine hands out a figure that money is computed from (a round's win, a buy price),
 * so nobody downstream multiplies money by a float.
 */
export interface Ratio {
  readonly numerator: number;
  readonly denominator: number;
}

/** Decimal places `decimalRatio` tries: a pay scale has six (`calibrate.ts` keeps six significant digits). */
const mostDecimals = 9;

/**
 * The fraction a figure written as a short decimal stands for, in lowest terms: 1.25 is 5 / 4, a pay
 * scale of 0.978555 is 195711 / 200000. Throws for a figure that is no decimal of up to nine places, as
 * its exact value would then be the float's binary expansion, not the figure anyone wrote down.
 */
export function decimalRatio(value: number): Ratio {
  if (!(value >= 0) || !Number.isFinite(value)) throw new RangeError(`${value} is not a non-negative figure`);
  for (let places = 0, scale = 1; places <= mostDecimals; places++, scale *= 10) {
    const numerator = Math.round(value * scale);
    // The division rounds the exact quotient to the nearest float, as parsing the decimal does.
    if (Number.isSafeInteger(numerator) && numerator / scale === value) return lowestTerms(numerator, scale);
  }
  throw new RangeError(`${value} is not a decimal of at most ${mostDecimals} places`);
}

function lowestTerms(numerator: number, denominator: number): Ratio {
  const divisor = greatestCommonDivisor(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

function greatestCommonDivisor(a: number, b: number): number {
  let [x, y] = [a, b];
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}
