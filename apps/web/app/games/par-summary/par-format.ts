/** A share in per cent with as many decimals as a small share needs to show more than zero. */
export function formatPercent(value: number): string {
  const digits = value >= 10 ? 1 : value >= 1 ? 2 : value >= 0.01 ? 3 : 5;
  return `${value.toLocaleString("en-GB", { maximumFractionDigits: digits })}%`;
}

/** An exact share in per cent, to two decimals: there is no sampling error to round it to. */
export const formatExactPercent = (value: number) =>
  `${value.toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;
