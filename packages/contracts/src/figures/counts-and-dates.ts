/** Counts, odds, money and dates (see ../figures.ts). */
import { formatHitFrequency, formatTwoDecimals } from "./decimals";
import { onFirstUse } from "./first-use";

const whole = onFirstUse(() => new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 }));
const oneDecimal = onFirstUse(() => new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 }));
const threeFigures = onFirstUse(() => new Intl.NumberFormat("en-GB", { maximumSignificantDigits: 3 }));
const day = onFirstUse(
  () => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
);

/** A count of rounds, spins or anything else whole: "2,016,000". */
export const formatCount = (count: number): string => whole().format(Math.round(count));

/** The N of odds "1 in N": one decimal under 10, whole up to 1,000, then three significant figures. */
export function formatOneIn(rounds: number): string {
  if (rounds < 10) return oneDecimal().format(rounds);
  if (rounds < 1000) return whole().format(rounds);
  return threeFigures().format(rounds);
}

/** Odds: "1 in 3.1", "1 in 129,000,000". */
export const formatOdds = (oneIn: number): string => `1 in ${formatOneIn(oneIn)}`;

/** The odds of the max win, from the rounds a run played and the times it paid the max win. */
export interface MaxWinOdds {
  hits: number;
  rounds: number;
}

/**
 * "1 in 129,000,000 rounds (reached 10 times in 1,290,000,000)", or "not reached in 40,000,000 rounds"
 * when the run never paid it.
 */
export function formatMaxWinOdds({ hits, rounds }: MaxWinOdds): string {
  if (hits === 0) return `not reached in ${formatCount(rounds)} rounds`;
  const times = hits === 1 ? "once" : `${formatCount(hits)} times`;
  return `${formatOdds(rounds / hits)} rounds (reached ${times} in ${formatCount(rounds)})`;
}

/** A hit frequency with its odds: "31.86% (1 in 3.1 rounds)". */
export const formatHitFrequencyWithOdds = (percent: number): string =>
  percent > 0
    ? `${formatHitFrequency(percent)} (${formatOdds(100 / percent)} rounds)`
    : formatHitFrequency(0);

/**
 * An amount of money in the game's currency units, two decimals: "0.09", "1,000.00", or "0.10 FUN" with
 * a currency. Games are sold in many currencies, so a catalogue amount carries no currency sign.
 */
export function formatMoney(amount: number, currency?: string): string {
  const figure = formatTwoDecimals(amount);
  return currency ? `${figure} ${currency}` : figure;
}

/** A bet range: "0.10 to 200.00", or "0.10 to 200.00 FUN" with a currency. */
export function formatBetRange(min: number, max: number, currency?: string): string {
  return `${formatMoney(min)} to ${formatMoney(max, currency)}`;
}

/** A day, from an ISO date or timestamp: "24 March 2026". */
export function formatDate(isoDate: string): string {
  return day().format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? `${isoDate}T00:00:00Z` : isoDate));
}
