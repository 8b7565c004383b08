import { minorUnitExponent } from "@quillspin/contracts";
import { groupedMinorUnitsDecimal, parseMinorUnits } from "@quillspin/contracts/minor-units";

/**
 * The client area shows operator money as the integration guide writes it, "1,234.56 EUR": the
 * currency's code after the exact decimal of its integer minor units (decision 32), whose digit
 * arithmetic is the contracts' (`@quillspin/contracts/minor-units`), shared with the demo player.
 * A report's sums come as bigints (their strings can pass 2^53) and are written the same way.
 */
export function formatMinorUnits(amount: number | bigint, currency: string): string {
  return `${groupedMinorUnitsDecimal(amount, minorUnitExponent(currency))} ${currency}`;
}

/**
 * An amount typed in the currency's major unit ("50", "12.5", "1,000.25") as minor units, or null
 * when it is not a positive amount the currency can hold (more decimals than its exponent allows).
 */
export function parseMajorUnits(text: string, currency: string): number | null {
  return parseMinorUnits(text, minorUnitExponent(currency));
}
