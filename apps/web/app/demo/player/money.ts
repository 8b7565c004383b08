const fun = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Play money as the player shows it: two decimals and the FUN currency, never a real currency sign. */
export function formatFun(amount: number): string {
  return `${fun.format(amount)} FUN`;
}

export function formatAmount(amount: number): string {
  return fun.format(amount);
}
