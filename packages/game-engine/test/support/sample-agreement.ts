import { readFileSync } from "node:fs";
import type { Report, ReportRow } from "../../src/simulation/report";
import type { SimulationStats } from "../../src/simulation/simulate";

/** A committed row of a long simulation: a 95% interval of its mean (in points) and its rounds. */
export interface LongRun {
  ci95: number;
  spins: number;
}

/**
 * The standard error, in percentage points, of a fresh sample of `freshSpins` rounds, read from a long
 * run's deviation per round rather than from the sample's own: a short sample of a heavy-tailed game
 * mostly misses the rare big wins, so the deviation it measures of itself is too small (Vampire Vault's
 * 94 version: 0.40 pp from 20,000 rounds, where its 10 million rounds give 0.82 pp), and a right model
 * then failed far more often than the tests' one run in a thousand.
 */
export function freshSampleError(longRun: LongRun, freshSpins: number): number {
  return (longRun.ci95 / 1.96) * Math.sqrt(longRun.spins / freshSpins);
}

/** The standard error of the difference between a long run's figure and a fresh sample's. */
export function sampleAgreementError(longRun: LongRun, freshSpins: number): number {
  return Math.hypot(longRun.ci95 / 1.96, freshSampleError(longRun, freshSpins));
}

/**
 * The most that a fresh sample's rounds in the top win band (1,000x and over) can have added to its RTP,
 * in percentage points. Such a round comes once in millions (Fortune 777's x1000 wheel segment, Wild
 * Yoga's full Lotus grid), so a sample of 100,000 rounds holds one about one run in twenty, and that
 * round alone moves the sample's RTP by five to eight points: a jump no normal interval allows for (CI
 * failed on it, and on Quest of Ra's exact part, whose 200,000 rounds drew three such wins and read
 * 5.5 points high). An RTP check forgives what those rounds added; the win-band check still counts
 * them. Shares are per cent of rounds and wins multiples of the bet, so a share times the largest win,
 * over what a round costs in bets (1 in the base game), is points of RTP.
 */
export function topBandAllowance(
  fresh: Pick<SimulationStats, "winDistribution" | "largestWin">,
  roundCostInBets = 1,
): number {
  const topShare = fresh.winDistribution.at(-1)?.share ?? 0;
  return (topShare * fresh.largestWin) / roundCostInBets;
}

const committed = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../rtp-results/${file}`, import.meta.url), "utf8")) as Report;

/** The committed long run of a game's mode ("base", "buy:free-spins", "double-chance"). */
export function committedLongRun(game: string, mode: string): ReportRow {
  const report = committed(mode === "base" ? "simulated-rtp.json" : "buy-modes.json");
  const row = report.rows.find((candidate) => candidate.game === game && candidate.mode === mode);
  if (!row) throw new Error(`No committed long run of ${game} ${mode}`);
  return row;
}
