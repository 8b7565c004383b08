import { formatMoney } from "@quillspin/contracts/figures";

/** Play money as the player shows it: two decimals and the FUN currency, never a real currency sign. */
export function formatFun(amount: number): string {
  return formatMoney(amount, "FUN");
}

export function formatAmount(amount: number): string {
  return formatMoney(amount);
}

const signed = new Intl.NumberFormat("en-GB", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: "exceptZero",
});

/** A net position: "+12.50 FUN", "-3.20 FUN" or "0.00 FUN". */
export function formatNet(amount: number): string {
  return `${signed.format(amount)} FUN`;
}
