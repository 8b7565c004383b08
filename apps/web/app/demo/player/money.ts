import { formatMoney, formatTwoDecimals } from "@quillspin/contracts/figures";
import { formatMinorUnits, parseMinorUnits } from "./minor-units";

/** Play money as the player shows it: two decimals and the FUN currency, never a real currency sign. */
export function formatFun(amount: number): string {
  return formatMoney(amount, "FUN");
}

export function formatAmount(amount: number): string {
  return formatMoney(amount);
}

/** A net position: "+12.50 FUN", "-3.20 FUN" or "0.00 FUN" (no Intl before the first Spin, figures.ts). */
export function formatNet(amount: number): string {
  const figure = formatTwoDecimals(amount);
  return `${amount > 0 && figure !== "0.00" ? "+" : ""}${figure} FUN`;
}

/**
 * The money a session plays in, as the player counts and shows it. A demo counts FUN in decimals (two
 * digits); a sandbox session counts whole minor units of its currency, as the operator's wallet does, so
 * every amount the player computes is an integer there. Both drop a fraction of their smallest unit, as
 * the API pays a win and charges a stake between two units.
 */
export interface PlayerMoney {
  /** "FUN", or the ISO 4217 code of a sandbox session's currency. */
  currency: string;
  /** A balance, bet or win with its currency: "12.50 FUN", "€12.50". */
  format(amount: number): string;
  /** The figure alone, for the value printed on a coin cell: "12.50". */
  figure(amount: number): string;
  /** A net position with its sign: "+12.50 FUN", "-€3.20". */
  net(amount: number): string;
  /** `multiple` times `amount` in this money, rounded down to what it can hold (a win never over-paid). */
  times(amount: number, multiple: number): number;
  /** An amount a person typed (a loss limit), or null when this money cannot hold it. */
  parse(text: string): number | null;
  /** The amount as a whole count of this money's smallest unit (cents of FUN), for exact comparisons. */
  units(amount: number): number;
}

/**
 * The whole units at or below `amount`: a figure derived from pays in multiples of the bet (a coin's
 * value, a count-up, a Double Chance stake) may fall between two units, and shows the one below, as the
 * API credits and charges it. Rounded to 1e-6 first, so 0.1 × 3 × 100 (30.000000000000004) stays 30.
 */
function wholeUnits(amount: number): number {
  return Math.floor(Math.round(amount * 1e6) / 1e6);
}

export const funMoney: PlayerMoney = {
  currency: "FUN",
  format: formatFun,
  figure: formatAmount,
  net: formatNet,
  times: (amount, multiple) => wholeUnits(amount * multiple * 100) / 100,
  parse: (text) => {
    if (!/^\d{1,7}(\.\d{1,2})?$/.test(text.trim())) return null;
    const value = Number(text.trim());
    return value > 0 ? value : null;
  },
  units: (amount) => Math.round(amount * 100),
};

/** The money of a sandbox session: integers of `currency`'s minor unit, `exponent` digits after the point. */
export function minorUnitMoney(currency: string, exponent: number): PlayerMoney {
  return {
    currency,
    format: (amount) => formatMinorUnits(wholeUnits(amount), currency, exponent),
    figure: (amount) =>
      formatMinorUnits(wholeUnits(amount), currency, exponent).replace(/^[^\d-]+|[^\d]+$/g, ""),
    net: (amount) => formatMinorUnits(wholeUnits(amount), currency, exponent, true),
    times: (amount, multiple) => wholeUnits(amount * multiple),
    parse: (text) => parseMinorUnits(text, exponent),
    units: wholeUnits,
  };
}
