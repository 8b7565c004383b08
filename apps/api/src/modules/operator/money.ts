import { hasMinorUnit, minorUnitExponent } from "@quillspin/contracts/minor-units";
import type { Ratio } from "@quillspin/game-engine";

/**
 * Money on the operator path is an integer count of the currency's minor unit (decision 32): the ISO
 * 4217 exponent says how many digits follow the point (EUR 2, JPY 0, BHD 3).
 */
const knownCurrencies = new Set(Intl.supportedValuesOf("currency"));

/**
 * Why a code cannot be a wallet's currency, in words after the code ("XAU has no minor unit…"), or
 * null when it can: a currency Intl knows whose ISO 4217 entry has a minor unit to count money in.
 */
export function currencyProblem(code: string): string | null {
  if (!/^[A-Z]{3}$/.test(code)) return "is not an ISO 4217 currency";
  // Asked first: Intl knows some of these (XDR, XSU) and not others (XAU), and the reason is the same.
  if (!hasMinorUnit(code)) return "has no minor unit in ISO 4217 (a metal, a unit of account or a test code)";
  return knownCurrencies.has(code) ? null : "is not an ISO 4217 currency";
}

/** Whether a wallet may hold the code: `currencyProblem` has nothing to say about it. */
export function isCurrency(code: string): boolean {
  return currencyProblem(code) === null;
}

export { minorUnitExponent };

/**
 * A game's bet ladder (in cents of its catalogue range) in a currency's minor units: the steps that
 * are whole minor units there, so a JPY table starts at 1 yen.
 */
export function betsInMinorUnits(betsCents: readonly number[], currency: string): number[] {
  const exponent = minorUnitExponent(currency);
  const minor = betsCents.map((cents) => (cents * 10 ** exponent) / 100);
  return [...new Set(minor.filter((amount) => Number.isSafeInteger(amount) && amount > 0))];
}

/**
 * The round's win in minor units: the bet times the engine's exact win multiple, a fraction of a minor
 * unit dropped. In BigInt: a bet (up to 4 million minor units on a ladder, 400 of a currency with four
 * decimals) times a win in the engine's win units (up to 50,000x at 10^10 units a bet) passes 2^53,
 * though the win in minor units never comes near it.
 */
export function winInMinorUnits(betMinor: number, winMultiple: Ratio): number {
  const { whole } = timesRatio(betMinor, winMultiple);
  if (whole > maxSafe) throw new RangeError(`A win of ${whole} minor units is past safe integers`);
  return Number(whole);
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

const maxSafe = BigInt(Number.MAX_SAFE_INTEGER);

/** `minor × ratio`, exactly: its whole part (rounded down) and the remainder over the denominator. */
function timesRatio(minor: number, ratio: Ratio): { whole: bigint; remainder: bigint } {
  const { numerator, denominator } = ratio;
  if (!isCount(minor) || !isCount(numerator) || !isCount(denominator) || denominator === 0) {
    throw new RangeError(`${minor} × ${numerator} / ${denominator} is not minor units times a fraction`);
  }
  const product = BigInt(minor) * BigInt(numerator);
  return { whole: product / BigInt(denominator), remainder: product % BigInt(denominator) };
}

const isCount = (value: number) => Number.isSafeInteger(value) && value >= 0;
