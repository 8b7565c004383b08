/**
 * Money on the operator path is an integer count of the currency's ISO 4217 minor unit (decision 32):
 * EUR 2 digits after the point, JPY 0, BHD 3. These turn such an integer into the decimal a person
 * reads, and back, through its digits: no floating point ever touches the amount.
 */

/**
 * A currency's ISO 4217 exponent as Intl knows it (EUR 2, JPY 0, BHD 3): the contracts' own
 * `minorUnitExponent`, here so the page does not take the integration guide's tables with it.
 */
export function currencyExponent(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions()
    .maximumFractionDigits as number;
}

/** The exact decimal of `minor` units: (12345, 2) -> "123.45", (-5, 3) -> "-0.005", (1000, 0) -> "1000". */
export function minorUnitsDecimal(minor: number, exponent: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`${minor} is not a whole number of minor units`);
  const digits = Math.abs(minor)
    .toString()
    .padStart(exponent + 1, "0");
  const sign = minor < 0 ? "-" : "";
  if (exponent === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/**
 * A decimal a person typed ("12.5", "50") as minor units, or null when it is not a positive amount the
 * currency can hold (more digits after the point than its exponent, or none at all).
 */
export function parseMinorUnits(text: string, exponent: number): number | null {
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = "", fraction = ""] = match;
  if (fraction.length > exponent) return null;
  const minor = Number(`${whole}${fraction.padEnd(exponent, "0")}`);
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(currency: string, exponent: number, signed: boolean): Intl.NumberFormat {
  const key = `${currency}|${exponent}|${signed}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-GB", {
      style: "currency",
      currency,
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
      ...(signed ? { signDisplay: "exceptZero" as const } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * "€1,234.50", "JP¥1,000", "BHD 1.250": Intl formats the exact decimal string (a string, so the
 * amount never passes through a binary fraction), with the currency's own digits after the point.
 * `signed` adds "+" to a gain, for a net position.
 */
export function formatMinorUnits(minor: number, currency: string, exponent: number, signed = false): string {
  // Intl takes a decimal string as exactly that decimal (ECMA-402 Intl.NumberFormat v3).
  const decimal = minorUnitsDecimal(minor, exponent) as `${number}`;
  return formatterOf(currency, exponent, signed).format(decimal);
}
