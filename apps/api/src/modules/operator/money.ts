import { hasMinorUnit, minorUnitExponent } from "@quillspin/contracts/minor-units";

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
