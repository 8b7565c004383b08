import { minorUnitsDecimal } from "@quillspin/contracts/minor-units";

/**
 * The player's money in a sandbox session's currency, shown as Intl words it ("€1,234.50"); the digit
 * arithmetic is the contracts' (`@quillspin/contracts/minor-units`), shared with the client area.
 */
export { minorUnitExponent, minorUnitsDecimal, parseMinorUnits } from "@quillspin/contracts/minor-units";

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
