import type { SimulationStats, WinBucket } from "./simulate";

/** A simulation row as the RTP report shows it, with the speed measured by the caller. */
export interface ReportRow extends SimulationStats {
  readonly spinsPerSecond: number;
  /** Rounds per second of processor time (every worker's), which other load on the machine does not lower. */
  readonly spinsPerCpuSecond?: number;
  /** The game's max win cap, in multiples of the bet, so `maxWinHits` can be read beside it. */
  readonly maxWin: number;
  /**
   * True when the game's knobs were calibrated on this very seed and spin count, because its variance
   * is too high for an independent seed to land within the tolerance; such a row is not an independent
   * check of the model.
   */
  readonly calibratedOnReportSeed: boolean;
}

export interface Report {
  readonly generatedAt: string;
  readonly tolerance: number;
  readonly rows: readonly ReportRow[];
}

export function withinTolerance(row: SimulationStats, tolerance: number): boolean {
  return Math.abs(row.rtp - row.statedRtp) <= tolerance;
}

export function formatRow(row: ReportRow): string {
  const difference = row.rtp - row.statedRtp;
  const features = Object.entries(row.featureRates)
    .map(
      ([feature, rate]) =>
        `${feature} 1 in ${rate > 0 ? Math.round(100 / rate).toLocaleString("en-GB") : "-"}`,
    )
    .join(", ");
  return [
    `${row.game} [${row.mode}]${row.calibratedOnReportSeed ? " (calibrated on this seed)" : ""}`,
    `  RTP ${row.rtp.toFixed(3)}% ± ${row.ci95.toFixed(3)} (95% CI), stated ${row.statedRtp}%, difference ${signed(difference)} pp, sd ${row.standardDeviation.toFixed(2)}`,
    ...exactLines(row),
    `  hit frequency ${row.hitFrequency.toFixed(2)}%, feature trigger rate ${row.featureRate.toFixed(3)}%${features ? ` (${features})` : ""}`,
    `  largest win ${row.largestWin.toLocaleString("en-GB", { maximumFractionDigits: 2 })}x, max win ${row.maxWin.toLocaleString("en-GB")}x reached ${row.maxWinHits} times, ${row.spins.toLocaleString("en-GB")} spins, seed ${row.seed}, ${Math.round(row.spinsPerSecond).toLocaleString("en-GB")} rounds/s per core${row.spinsPerCpuSecond ? ` (${Math.round(row.spinsPerCpuSecond).toLocaleString("en-GB")} per CPU-second)` : ""}`,
  ].join("\n");
}

/** Sum of the exact part's sources, in per cent; 0 when the whole RTP is simulated. */
export function exactTotal(row: Pick<SimulationStats, "exactRtp">): number {
  return Object.values(row.exactRtp ?? {}).reduce((sum, part) => sum + part, 0);
}

function exactLines(row: ReportRow): string[] {
  const sources = Object.entries(row.exactRtp ?? {});
  if (sources.length === 0) return ["  exact part: none (the whole RTP is simulated)"];
  return [
    `  exact part ${exactTotal(row).toFixed(3)}% (${sources.map(([source, part]) => `${source} ${part.toFixed(3)}%`).join(", ")}), simulated part ${row.simulatedRtp.toFixed(3)}% ± ${row.ci95.toFixed(3)}`,
    `  check: the exact-covered pays as sampled ${row.exactCheck.toFixed(3)}% ± ${row.exactCheckCi95.toFixed(3)}`,
  ];
}

export function reportMarkdown(report: Report): string {
  const lines = [
    "# Simulated RTP",
    "",
    `Generated ${report.generatedAt} by \`npm run rtp\`. A game passes when its RTP is within ${report.tolerance} percentage points of the stated RTP.`,
    "",
    "The RTP is the exact part (computed from the reel weights, no sampling) plus the simulated part; the 95% CI is the simulated part's. A row whose seed is marked was calibrated on that run and is no independent check.",
    "",
    "| Game | Mode | Stated RTP | Exact part | Simulated part | RTP | 95% CI | Difference | Within | Hit frequency | Bonus 1 in | Largest win | Max win hits | Std dev | Spins | Seed | Rounds/s per core |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | :---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const row of report.rows) {
    lines.push(
      `| ${row.game} | ${row.mode} | ${row.statedRtp.toFixed(2)}% | ${exactTotal(row) > 0 ? `${exactTotal(row).toFixed(3)}%` : "-"} | ${(row.simulatedRtp ?? row.rtp).toFixed(3)}% | ${row.rtp.toFixed(3)}% | ± ${row.ci95.toFixed(3)} | ${signed(row.rtp - row.statedRtp)} | ${withinTolerance(row, report.tolerance) ? "yes" : "no"} | ${row.hitFrequency.toFixed(2)}% | ${row.bonusFrequency === null ? "-" : Math.round(row.bonusFrequency).toLocaleString("en-GB")} | ${row.largestWin.toFixed(2)}x | ${row.maxWinHits} | ${row.standardDeviation.toFixed(2)} | ${row.spins.toLocaleString("en-GB")} | ${row.seed}${row.calibratedOnReportSeed ? " (calibration seed)" : ""} | ${Math.round(row.spinsPerSecond).toLocaleString("en-GB")} |`,
    );
  }
  const bands = report.rows[0]?.winDistribution ?? [];
  lines.push(
    "",
    "## Win distribution",
    "",
    "Share of paid rounds by round win, in multiples of the bet.",
    "",
    `| Game | Mode | ${bands.map(bandLabel).join(" | ")} |`,
    `| --- | --- | ${bands.map(() => "---:").join(" | ")} |`,
  );
  for (const row of report.rows) {
    lines.push(
      `| ${row.game} | ${row.mode} | ${row.winDistribution.map((bucket) => `${bucket.share.toFixed(4)}%`).join(" | ")} |`,
    );
  }
  return `${lines.join("\n")}\n`;
}

function bandLabel(bucket: WinBucket): string {
  if (bucket.to === 0) return "No win";
  if (bucket.to === null) return `${bucket.from}x+`;
  return bucket.from === 0 ? `under ${bucket.to}x` : `${bucket.from}x-${bucket.to}x`;
}

function signed(value: number): string {
  return `${value >= 0 ? "+" : ""}${value.toFixed(3)}`;
}

/**
 * The report after a partial run: the fresh rows replace the rows of the same game and mode, new ones are
 * added, and the rows keep the order of `order` (the catalogue) and, within a game, the order they came in.
 */
export function mergeRows<Row extends SimulationStats>(
  existing: readonly Row[],
  fresh: readonly Row[],
  order: readonly string[],
): Row[] {
  const key = (row: Row) => `${row.game} ${row.mode}`;
  const replaced = new Map(fresh.map((row) => [key(row), row]));
  const kept = existing.map((row) => replaced.get(key(row)) ?? row);
  const added = fresh.filter((row) => !existing.some((old) => key(old) === key(row)));
  const position = (row: Row) => order.indexOf(row.game);
  return [...kept, ...added]
    .map((row, index) => ({ row, index }))
    .sort((a, b) => position(a.row) - position(b.row) || a.index - b.index)
    .map(({ row }) => row);
}
