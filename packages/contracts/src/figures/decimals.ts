/** Figures with decimals: amounts, RTPs, hit frequencies and multiples of the bet (see ../figures.ts). */
import { onFirstUse } from "./first-use";

const upToTwoDecimals = onFirstUse(() => new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 }));
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

/** A multiple of the bet: "5,000x", "1.4x". */
export const formatMultiple = (multiple: number): string => `${upToTwoDecimals().format(multiple)}x`;
