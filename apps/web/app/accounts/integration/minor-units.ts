import { formatOperatorMoney, minorUnitExponent, parseMinorUnits } from "@quillspin/contracts/minor-units";

/**
 * The client area shows operator money as the integration guide writes it, "1,234.56 EUR" (decision
 * 32); the digit arithmetic is the contracts' (`@quillspin/contracts/minor-units`), shared with the
 * demo player and the back office. A report's sums come as bigints (their strings can pass 2^53).
 */
export const formatMinorUnits = formatOperatorMoney;

/**
 * An amount typed in the currency's major unit ("50", "12.5", "1,000.25") as minor units, or null
 * when it is not a positive amount the currency can hold (more decimals than its exponent allows).
 */
export function parseMajorUnits(text: string, currency: string): number | null {
  return parseMinorUnits(text, minorUnitExponent(currency));
}
