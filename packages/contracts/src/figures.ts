/**
 * How every figure of a game is written, wherever it is shown: the game pages, the game cards, compare,
 * the demo player, the info kit PDF and the feeds' explanations (issue 27). One formatter per kind, so one
 * figure has one value and one format on every page and document; a page that needs a figure in words
 * wraps the formatted figure, it never formats the number again. British English (the site's locale).
 * Imported as `@quillspin/contracts/figures`: a page's bundle then takes these formatters alone, not the
 * schemas of the package's index (the demo player's budget had no room for them).
 */

/**
 * Intl's formatters are built on first use, not when a page's code loads: the first `Intl` formatter a
 * browser tab builds loads ICU's data, 0.3-0.45 s of a phone's main thread at Lighthouse's 4x slowdown,
 * which the demo player paid before it could hydrate (decision 48).
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const upToTwoDecimals = onFirstUse(() => new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 }));
const whole = onFirstUse(() => new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 }));
const oneDecimal = onFirstUse(() => new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 }));
const threeFigures = onFirstUse(() => new Intl.NumberFormat("en-GB", { maximumSignificantDigits: 3 }));
const day = onFirstUse(
  () => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
);
const twoDecimalsIntl = onFirstUse(
  () =>
    new Intl.NumberFormat("en-GB", {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      // A figure a hair below zero (a simulated rest) reads "0.00", not "-0.00".
      signDisplay: "negative",
    }),
);

/**
 * A figure with two decimals and thousands commas, "1,000.00", "-3.20", "0.00" for a hair below zero:
 * what `Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay:
 * "negative" })` writes, without Intl. Every amount the demo player shows before its first Spin (the
 * balance, the bets, the win) is one of these, so its page builds no Intl formatter before it answers.
 * Rounded as Intl rounds: the number's shortest decimal form, halves away from zero (1.005 is "1.01");
 * figures.test.ts checks the two agree. Amounts past 1e21, written in exponent form, go to Intl.
 */
export function formatTwoDecimals(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return twoDecimalsIntl().format(value);
  const magnitude = Math.abs(value);
  if (magnitude < 0.005) return "0.00";
  const [whole = "0", fraction = ""] = String(magnitude).split(".");
  let cents = BigInt(whole + fraction.slice(0, 2).padEnd(2, "0"));
  if ((fraction[2] ?? "0") >= "5") cents += 1n;
  const digits = cents.toString().padStart(3, "0");
  const grouped = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ",");
  return `${value < 0 ? "-" : ""}${grouped}.${digits.slice(-2)}`;
}

/** An RTP, stated, measured or of a version: always two decimals, "96.00%", "95.87%". */
export const formatRtp = (percent: number): string => `${formatTwoDecimals(percent)}%`;

/** A hit frequency (share of rounds that pay), two decimals like the RTP: "31.86%". */
export const formatHitFrequency = (percent: number): string => `${formatTwoDecimals(percent)}%`;

/** A count of rounds, spins or anything else whole: "2,016,000". */
export const formatCount = (count: number): string => whole().format(Math.round(count));

/** A multiple of the bet: "5,000x", "1.4x". */
export const formatMultiple = (multiple: number): string => `${upToTwoDecimals().format(multiple)}x`;

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
