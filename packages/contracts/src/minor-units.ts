/**
 * Money on the operator path is an integer count of the currency's ISO 4217 minor unit (decision 32):
 * EUR 2 digits after the point, JPY 0, BHD 3. These turn such an integer into the decimal a person
 * reads, and a typed decimal back, through its digits: no floating point ever touches the amount.
 * One small table and no imports, so the demo player can take them without the integration guide's.
 */

/**
 * The ISO 4217 exponents that are not 2 (the list's "minor unit" column), by exponent. ISO 4217, not
 * Intl: Intl's digits are CLDR's, which say 0 for HUF, IDR, COP, IRR and others that ISO 4217 (and so
 * an operator's ledger) counts in hundredths, and 0 for IQD where ISO 4217 says 3.
 */
const isoExponentsOtherThanTwo = {
  0: [
    "BIF",
    "CLP",
    "DJF",
    "GNF",
    "ISK",
    "JPY",
    "KMF",
    "KRW",
    "PYG",
    "RWF",
    "UGX",
    "UYI",
    "VND",
    "VUV",
    "XAF",
    "XOF",
    "XPF",
  ],
  3: ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"],
  4: ["CLF", "UYW"],
} as const satisfies Record<0 | 3 | 4, readonly string[]>;

/** The exponent of each code in the table above: EUR is not there (2), JPY is (0). */
const exponents: ReadonlyMap<string, 0 | 3 | 4> = new Map(
  ([0, 3, 4] as const).flatMap((exponent) =>
    isoExponentsOtherThanTwo[exponent].map((code) => [code, exponent] as const),
  ),
);

/**
 * ISO 4217 codes with no minor unit at all ("N.A." in the list): precious metals, the IMF's special
 * drawing right, the European bond-market units, the SUCRE, the ADB unit of account, and the codes for
 * testing and for "no currency". Money cannot be counted in whole minor units of these, so none of them
 * is a currency a wallet may hold.
 */
const withoutMinorUnit: ReadonlySet<string> = new Set([
  "XAU",
  "XAG",
  "XPT",
  "XPD",
  "XDR",
  "XBA",
  "XBB",
  "XBC",
  "XBD",
  "XSU",
  "XUA",
  "XTS",
  "XXX",
]);

/** Whether ISO 4217 gives the code a minor unit: false for gold (XAU), the SDR (XDR), XTS, XXX and the like. */
export function hasMinorUnit(currency: string): boolean {
  return !withoutMinorUnit.has(currency);
}

/**
 * The ISO 4217 exponent of a currency (digits after the point): EUR 2, JPY 0, BHD 3, CLF 4. A code
 * outside the table is 2, as ISO 4217 says for every other active currency; a code with no minor unit
 * (`hasMinorUnit`) is refused before any money is counted in it.
 */
export function minorUnitExponent(currency: string): number {
  return exponents.get(currency) ?? 2;
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
