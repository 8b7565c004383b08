import type { GameParSummary } from "@quillspin/contracts";

const count = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });
const money = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatCount = (value: number) => count.format(Math.round(value));
export const formatMoney = (value: number) => money.format(value);

/** A share in per cent with as many decimals as a small share needs to show more than zero. */
export function formatPercent(value: number): string {
  const digits = value >= 10 ? 1 : value >= 1 ? 2 : value >= 0.01 ? 3 : 5;
  return `${value.toLocaleString("en-GB", { maximumFractionDigits: digits })}%`;
}

/** An exact share in per cent, to two decimals: there is no sampling error to round it to. */
export const formatExactPercent = (value: number) =>
  `${value.toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;

/** The rule of three's bound as "1 in N": 3 / rounds, so N = rounds / 3. */
export function boundOneIn(summary: Pick<GameParSummary, "maxWinOdds">): number | null {
  const bound = summary.maxWinOdds.upperBound95;
  return bound ? 100 / bound : null;
}
