/**
 * Money on the operator path is an integer count of the currency's ISO 4217 minor unit (decision 32):
 * EUR 2 digits after the point, JPY 0, BHD 3. These turn such an integer into the decimal a person
 * reads, and a typed decimal back, through its digits: no floating point ever touches the amount.
 * No tables and no imports, so the demo player can take them without the integration guide's.
 */

/** The ISO 4217 exponent of a currency (digits after the point) as Intl knows it: EUR 2, JPY 0, BHD 3. */
export function minorUnitExponent(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions()
    .maximumFractionDigits as number;
}

/** The point placed in a string of digits (no sign) by the exponent: ("5", 2) -> "0.05". */
function pointed(digits: string, exponent: number): string {
  const padded = digits.padStart(exponent + 1, "0");
  return exponent === 0 ? padded : `${padded.slice(0, -exponent)}.${padded.slice(-exponent)}`;
}

/** Thousands separators in a decimal's whole part: "-1234567.89" -> "-1,234,567.89". */
function grouped(decimal: string): string {
  return decimal.replace(
    /^(-?)(\d+)/,
    (_, sign: string, whole: string) => `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`,
  );
}

/** The exact decimal of `minor` units: (12345, 2) -> "123.45", (-5, 3) -> "-0.005", (1000, 0) -> "1000". */
export function minorUnitsDecimal(minor: number, exponent: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`${minor} is not a whole number of minor units`);
  return `${minor < 0 ? "-" : ""}${pointed(Math.abs(minor).toString(), exponent)}`;
}

/** The decimal with its whole part grouped in thousands: (123456789, 2) -> "1,234,567.89". */
export function groupedMinorUnitsDecimal(minor: number, exponent: number): string {
  return grouped(minorUnitsDecimal(minor, exponent));
}

/**
 * A sum of minor units as reports send it, a decimal integer string because a sum of many rounds can
 * pass 2^53, grouped like `groupedMinorUnitsDecimal`: ("-123456789012345678", 2) -> "-1,234,567,890,123,456.78".
 */
export function groupedMinorUnitsSumDecimal(sum: string, exponent: number): string {
  const match = /^(-?)0*(\d+)$/.exec(sum);
  if (!match) throw new RangeError(`${sum} is not a whole number of minor units`);
  const [, sign = "", digits = "0"] = match;
  return grouped(`${digits === "0" ? "" : sign}${pointed(digits, exponent)}`);
}

/**
 * A decimal a person typed ("12.5", "50", "1,000.25") as minor units, or null when it is not a positive
 * amount the currency can hold: more digits after the point than its exponent, a sign, an exponent
 * ("1e3"), grouping anywhere but between thousands, or more than a safe integer.
 */
export function parseMinorUnits(text: string, exponent: number): number | null {
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, grouped = "", fraction = ""] = match;
  if (fraction.length > exponent) return null;
  const minor = Number(`${grouped.replaceAll(",", "")}${fraction.padEnd(exponent, "0")}`);
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}
