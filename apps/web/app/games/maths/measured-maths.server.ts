import { gameModel } from "@quillspin/game-engine";
import buyModes from "@quillspin/game-engine/rtp-results/buy-modes.json";
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
  /** The part of the RTP computed exactly from the reel weights, by source; empty when all is simulated. */
  exactRtp: z.record(z.string(), z.number().nonnegative()).default({}),
  /** The part measured by simulation; the whole RTP in rows from before the exact parts. */
  simulatedRtp: z.number().optional(),
});

/** The fields of the engine's committed RTP report (`npm run rtp -- --all --out`) that pages show. */
export const simulationReportSchema = z.object({
  generatedAt: z.iso.datetime(),
  rows: z.array(reportRowSchema),
});

export type SimulationReport = z.infer<typeof simulationReportSchema>;

/** The engine's committed report of the paid modes (`npm run rtp -- --all --modes`): buys and Double Chance. */
export const paidModesReportSchema = z.object({
  generatedAt: z.iso.datetime(),
  rows: z.array(
    z.object({
      game: z.string(),
      mode: z.string().regex(/^(buy:[a-z0-9-]+|double-chance)$/),
      spins: z.number().int().positive(),
      rtp: z.number().nonnegative(),
      ci95: z.number().nonnegative(),
      exactRtp: z.record(z.string(), z.number()).default({}),
      price: z.number().positive(),
    }),
  ),
});
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
  /** The exact part plus the simulated part, in per cent. */
  rtp: number;
  /** The part computed exactly from the reel weights (no interval), in per cent; 0 when none is. */
  exactRtp: number;
  /** The part measured by simulation, which `ci95` belongs to. */
  simulatedRtp: number;
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
  /** The buy options and Double Chance, each measured on its own stake. */
  paidModes: PaidModeMaths[];
}

export interface PaidModeMaths {
  /** The option's name as the player shows it, e.g. "Bonus, 4 respins" or "Double Chance". */
  label: string;
  /** What one round of the mode costs, in multiples of the bet. */
  price: number;
  spins: number;
  rtp: number;
  ci95: number;
  /** Whether the whole RTP is computed exactly, so the rounds only check it. */
  exact: boolean;
}

/** Parsed once: a report that lost a field fails the build's prerender, not one visitor's page. */
export const simulationReport: SimulationReport = simulationReportSchema.parse(simulatedRtp);

const paidModesReport = paidModesReportSchema.parse(buyModes);

/** The game's paid modes in the order its player offers them, named as the player names them. */
export function paidModesOf(slug: string): PaidModeMaths[] {
  const model = gameModel(slug);
  if (!model) return [];
  return paidModesReport.rows
    .filter((row) => row.game === slug)
    .map((row) => {
      const buy = model.buyOptions.find((option) => `buy:${option.id}` === row.mode);
      const label = buy?.label ?? (row.mode === "double-chance" ? model.doubleChance?.label : undefined);
      if (!label)
        throw new Error(`${slug}: the paid modes report has ${row.mode}, which the model does not offer`);
      const exactPart = Object.values(row.exactRtp).reduce((sum, part) => sum + part, 0);
      const exact = row.ci95 === 0 && exactPart > 0;
      return { label, price: row.price, spins: row.spins, rtp: row.rtp, ci95: row.ci95, exact };
    });
}

/** The base game's row only: buy and Double Chance rows measure a different stake. */
export function baseRowOf(report: SimulationReport, slug: string): ReportRow | undefined {
  return report.rows.find((row) => row.game === slug && row.mode === "base");
}

export function measuredMathsOf(
  row: ReportRow,
  generatedAt: string,
  paidModes: PaidModeMaths[] = [],
): MeasuredMaths {
  return {
    spins: row.spins,
    seed: row.seed,
    measuredOn: generatedAt.slice(0, 10),
    calibratedOnRun: row.calibratedOnReportSeed,
    statedRtp: row.statedRtp,
    rtp: row.rtp,
    exactRtp: Object.values(row.exactRtp).reduce((sum, part) => sum + part, 0),
    simulatedRtp: row.simulatedRtp ?? row.rtp,
    ci95: row.ci95,
    hitFrequency: row.hitFrequency,
    hitOneIn: row.hitFrequency > 0 ? 100 / row.hitFrequency : null,
    bonusOneIn: row.bonusFrequency,
    maxWin: row.maxWin,
    maxWinHits: row.maxWinHits,
    maxWinOneIn: row.maxWinHits > 0 ? row.spins / row.maxWinHits : null,
    largestWin: row.largestWin,
    winBands: row.winDistribution.map(({ from, to, share }) => ({ from, to, share })),
    paidModes,
  };
}

/** What the game page's measured maths section shows; null when the report has no base row for the game. */
export function loadMeasuredMaths(slug: string): MeasuredMaths | null {
  const row = baseRowOf(simulationReport, slug);
  return row ? measuredMathsOf(row, simulationReport.generatedAt, paidModesOf(slug)) : null;
}
