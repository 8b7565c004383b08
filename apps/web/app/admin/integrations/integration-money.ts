import {
  groupedMinorUnitsDecimal,
  groupedMinorUnitsSumDecimal,
  minorUnitExponent,
} from "@quillspin/contracts/minor-units";

/**
 * Operator money in the back office as the client area and the integration guide write it, "1,234.56
 * EUR": the exact decimal of the integer minor units (decision 32), digit by digit, then the code.
 */
export function operatorMoney(amount: number, currency: string): string {
  return `${groupedMinorUnitsDecimal(amount, minorUnitExponent(currency))} ${currency}`;
}

/** A report's sum (a decimal integer string of minor units, which may pass 2^53), written the same way. */
export function operatorSum(sum: string, currency: string): string {
  return `${groupedMinorUnitsSumDecimal(sum, minorUnitExponent(currency))} ${currency}`;
}
