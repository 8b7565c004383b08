import { minorUnitExponent } from "@quillspin/contracts";

/**
 * Money on the operator path is an integer count of the currency's minor unit (decision 32). These
 * turn it into text and back with string arithmetic only, so no amount ever passes through a float:
 * 1234 EUR (exponent 2) is "12.34", 5 BHD (exponent 3) is "0.005", 700 JPY (exponent 0) is "700".
 */
export function formatMinorUnits(amount: number, currency: string): string {
  const exponent = minorUnitExponent(currency);
  const digits = String(Math.abs(amount)).padStart(exponent + 1, "0");
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const sign = amount < 0 ? "-" : "";
  return `${sign}${grouped}${exponent > 0 ? `.${fraction}` : ""} ${currency}`;
}

/**
 * An amount typed in the currency's major unit ("50", "12.5", "1,000.25") as minor units, or null
 * when it is not a positive amount the currency can hold (more decimals than its exponent allows).
 */
export function parseMajorUnits(text: string, currency: string): number | null {
  const exponent = minorUnitExponent(currency);
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const whole = (match[1] ?? "").replaceAll(",", "");
  const fraction = match[2] ?? "";
  if (fraction.length > exponent) return null;
  const minor = Number(`${whole}${fraction.padEnd(exponent, "0")}`);
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}
