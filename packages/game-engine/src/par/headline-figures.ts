import simulatedRtp from "../../rtp-results/simulated-rtp.json";
import { committedParSheet } from "./committed";

/** How a headline figure was obtained: computed from the reel weights, or counted on seeded rounds. */
export type HeadlineMethod = "exact" | "simulated";

/** One run's measurement of a figure: the figure, the rounds and seed it was counted on, and how. */
export interface HeadlineSource {
  method: HeadlineMethod;
  rounds: number;
  seed: number;
}

/**
 * The figures a game shows in many places (facts table, measured maths, PAR summary, compare, feeds, info
 * kit), each taken from one source so it has one value everywhere (issue 27): the exact figure when a
 * committed report computes it, otherwise the committed run with the most rounds. The committed RTP
 * report's run (10 million rounds and up) outweighs the PAR sheet's (2,016,000), so today both figures
 * come from it; a PAR sheet that computes one exactly would win.
 */
export interface HeadlineFigures {
  /** Share of rounds that pay anything, in per cent. */
  hitFrequency: HeadlineSource & { percent: number };
  /** How often the run paid the stated max win. */
  maxWinOdds: HeadlineSource & { hits: number };
}

interface ReportRow {
  readonly game: string;
  readonly mode?: string;
  readonly spins: number;
  readonly seed: number;
  readonly hitFrequency: number;
  readonly maxWinHits: number;
}

const better = <T extends HeadlineSource>(a: T | null, b: T | null): T | null => {
  if (!a) return b;
  if (!b) return a;
  if (a.method !== b.method) return a.method === "exact" ? a : b;
  return b.rounds > a.rounds ? b : a;
};

const methodOf = (method: string): HeadlineMethod => (method === "exact" ? "exact" : "simulated");

/** A game's headline figures, or null for a game with neither a committed report row nor a PAR sheet. */
export function headlineFigures(slug: string): HeadlineFigures | null {
  const row = (simulatedRtp.rows as readonly ReportRow[]).find(
    (candidate) => candidate.game === slug && (candidate.mode ?? "base") === "base",
  );
  const base = committedParSheet(slug)?.modes.find((mode) => mode.mode === "base");
  const reportRun = row ? { method: "simulated" as const, rounds: row.spins, seed: row.seed } : null;
  const parRun = base ? { rounds: base.rounds, seed: base.seed } : null;
  const hitFrequency = better(
    reportRun && row ? { ...reportRun, percent: row.hitFrequency } : null,
    parRun && base
      ? { ...parRun, method: methodOf(base.hitFrequency.method), percent: base.hitFrequency.value }
      : null,
  );
  const maxWinOdds = better(
    reportRun && row ? { ...reportRun, hits: row.maxWinHits } : null,
    parRun && base ? { ...parRun, method: methodOf(base.maxWin.method), hits: base.maxWin.hits } : null,
  );
  return hitFrequency && maxWinOdds ? { hitFrequency, maxWinOdds } : null;
}
