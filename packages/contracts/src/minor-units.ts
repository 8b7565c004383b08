/**
 * Money on the operator path is an integer count of the currency's ISO 4217 minor unit (decision 32):
 * EUR 2 digits after the point, JPY 0, BHD 3. These turn such an integer into the decimal a person
 * reads, and a typed decimal back, through its digits: no floating point ever touches the amount.
 * No tables and no imports, so the demo player can take them without the integration guide's.
 */

/** Exponents already asked for: building an Intl.NumberFormat costs more than a round's arithmetic. */
const exponents = new Map<string, number>();

/** The ISO 4217 exponent of a currency (digits after the point) as Intl knows it: EUR 2, JPY 0, BHD 3. */
export function minorUnitExponent(currency: string): number {
  const known = exponents.get(currency);
  if (known !== undefined) return known;
  const exponent = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions()
    .maximumFractionDigits as number;
  // Only real codes are kept, so the map cannot grow with whatever a request names.
  if (/^[A-Z]{3}$/.test(currency)) exponents.set(currency, exponent);
  return exponent;
}

/**
 * The exact decimal of `minor` units: (12345, 2) -> "123.45", (-5, 3) -> "-0.005", (1000, 0) -> "1000".
 * A sum of many amounts can pass 2^53, so a bigint is taken as well (reports send sums as strings).
 */
export function minorUnitsDecimal(minor: number | bigint, exponent: number): string {
  if (typeof minor === "number" && !Number.isSafeInteger(minor)) {
    throw new RangeError(`${minor} is not a whole number of minor units`);
  }
  const digits = (minor < 0 ? -minor : minor).toString().padStart(exponent + 1, "0");
  const sign = minor < 0 ? "-" : "";
  if (exponent === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/** The decimal with its whole part grouped in thousands: (123456789, 2) -> "1,234,567.89". */
export function groupedMinorUnitsDecimal(minor: number | bigint, exponent: number): string {
  return minorUnitsDecimal(minor, exponent).replace(
    /^(-?)(\d+)/,
    (_, sign: string, whole: string) => `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`,
  );
}

/**
 * Operator money as the integration guide, the client area and the back office write it: the exact
 * decimal, grouped, then the currency's code ("1,234.56 EUR", "700 JPY", "0.005 BHD").
 */
export function formatOperatorMoney(minor: number | bigint, currency: string): string {
  return `${groupedMinorUnitsDecimal(minor, minorUnitExponent(currency))} ${currency}`;
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
