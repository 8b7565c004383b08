import simulatedRtp from "@quillspin/game-engine/rtp-results/simulated-rtp.json";
import { z } from "zod";

const winBandSchema = z.object({
  from: z.number().nonnegative(),
  to: z.number().nonnegative().nullable(),
  share: z.number().min(0).max(100),
});

const reportRowSchema = z.object({
  game: z.string(),
  mode: z.string(),
  spins: z.number().int().positive(),
  seed: z.number().int(),
  statedRtp: z.number().positive(),
  rtp: z.number().nonnegative(),
  ci95: z.number().nonnegative(),
  hitFrequency: z.number().min(0).max(100),
  bonusFrequency: z.number().positive().nullable(),
  largestWin: z.number().nonnegative(),
  maxWin: z.number().positive(),
  maxWinHits: z.number().int().nonnegative(),
  winDistribution: z.array(winBandSchema).min(2),
  calibratedOnReportSeed: z.boolean().default(false),
});

/** The fields of the engine's committed RTP report (`npm run rtp -- --all --out`) that pages show. */
export const simulationReportSchema = z.object({
  generatedAt: z.iso.datetime(),
  rows: z.array(reportRowSchema),
});

export type SimulationReport = z.infer<typeof simulationReportSchema>;
type ReportRow = SimulationReport["rows"][number];

/** One band of the win distribution in multiples of the bet: [from, to), exactly 0 for no win, or from and over. */
export interface WinBand {
  from: number;
  to: number | null;
  /** Share of paid rounds, in per cent. */
  share: number;
}

export interface MeasuredMaths {
  spins: number;
  seed: number;
  /** Day of the run, as an ISO date. */
  measuredOn: string;
  calibratedOnRun: boolean;
  statedRtp: number;
  rtp: number;
  /** Half-width of the 95% confidence interval, in percentage points. */
  ci95: number;
  hitFrequency: number;
  /** Spins per win; null when nothing won. */
  hitOneIn: number | null;
  /** Spins per bonus or feature trigger; null when none triggered. */
  bonusOneIn: number | null;
  maxWin: number;
  maxWinHits: number;
  /** Spins per max win; null when the run never reached it. */
  maxWinOneIn: number | null;
  largestWin: number;
  winBands: WinBand[];
}

/** Parsed once: a report that lost a field fails the build's prerender, not one visitor's page. */
export const simulationReport: SimulationReport = simulationReportSchema.parse(simulatedRtp);

/** The base game's row only: buy and Double Chance rows measure a different stake. */
export function baseRowOf(report: SimulationReport, slug: string): ReportRow | undefined {
  return report.rows.find((row) => row.game === slug && row.mode === "base");
}

export function measuredMathsOf(row: ReportRow, generatedAt: string): MeasuredMaths {
  return {
    spins: row.spins,
    seed: row.seed,
    measuredOn: generatedAt.slice(0, 10),
    calibratedOnRun: row.calibratedOnReportSeed,
    statedRtp: row.statedRtp,
    rtp: row.rtp,
    ci95: row.ci95,
    hitFrequency: row.hitFrequency,
    hitOneIn: row.hitFrequency > 0 ? 100 / row.hitFrequency : null,
    bonusOneIn: row.bonusFrequency,
    maxWin: row.maxWin,
    maxWinHits: row.maxWinHits,
    maxWinOneIn: row.maxWinHits > 0 ? row.spins / row.maxWinHits : null,
    largestWin: row.largestWin,
    winBands: row.winDistribution.map(({ from, to, share }) => ({ from, to, share })),
  };
}

/** What the game page's measured maths section shows; null when the report has no base row for the game. */
export function loadMeasuredMaths(slug: string): MeasuredMaths | null {
  const row = baseRowOf(simulationReport, slug);
  return row ? measuredMathsOf(row, simulationReport.generatedAt) : null;
}
