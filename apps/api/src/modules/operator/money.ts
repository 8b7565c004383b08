import { minorUnitExponent } from "@quillspin/contracts";

/**
 * Money on the operator path is an integer count of the currency's minor unit (decision 32): the ISO
 * 4217 exponent says how many digits follow the point (EUR 2, JPY 0, BHD 3).
 */
const knownCurrencies = new Set(Intl.supportedValuesOf("currency"));

export function isCurrency(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && knownCurrencies.has(code);
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

/** The round's win in minor units: bet times the engine's multiple, a fraction of a unit dropped. */
export function winInMinorUnits(betMinor: number, winMultiple: number): number {
  return Math.floor(Math.round(betMinor * winMultiple * 1e6) / 1e6);
}
