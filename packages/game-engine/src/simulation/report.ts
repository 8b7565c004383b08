import type { SimulationStats } from "./simulate";

/** A simulation row as the RTP report shows it, with the speed measured by the caller. */
export interface ReportRow extends SimulationStats {
  readonly spinsPerSecond: number;
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
    `${row.game} [${row.mode}]`,
    `  RTP ${row.rtp.toFixed(3)}% ± ${row.ci95.toFixed(3)} (95% CI), stated ${row.statedRtp}%, difference ${signed(difference)} pp`,
    `  hit frequency ${row.hitFrequency.toFixed(2)}%, feature trigger rate ${row.featureRate.toFixed(3)}%${features ? ` (${features})` : ""}`,
    `  largest win ${row.largestWin.toLocaleString("en-GB", { maximumFractionDigits: 2 })}x, ${row.spins.toLocaleString("en-GB")} spins, seed ${row.seed}, ${Math.round(row.spinsPerSecond).toLocaleString("en-GB")} spins/s`,
  ].join("\n");
}

export function reportMarkdown(report: Report): string {
  const lines = [
    "# Simulated RTP",
    "",
    `Generated ${report.generatedAt} by \`npm run rtp\`. A game passes when its simulated RTP is within ${report.tolerance} percentage points of the stated RTP.`,
    "",
    "| Game | Mode | Stated RTP | Simulated RTP | 95% CI | Difference | Within | Hit frequency | Feature rate | Largest win | Spins | Spins/s |",
    "| --- | --- | ---: | ---: | ---: | ---: | :---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const row of report.rows) {
    lines.push(
      `| ${row.game} | ${row.mode} | ${row.statedRtp.toFixed(2)}% | ${row.rtp.toFixed(3)}% | ± ${row.ci95.toFixed(3)} | ${signed(row.rtp - row.statedRtp)} | ${withinTolerance(row, report.tolerance) ? "yes" : "no"} | ${row.hitFrequency.toFixed(2)}% | ${row.featureRate.toFixed(3)}% | ${row.largestWin.toFixed(2)}x | ${row.spins.toLocaleString("en-GB")} | ${Math.round(row.spinsPerSecond).toLocaleString("en-GB")} |`,
    );
  }
  return `${lines.join("\n")}\n`;
}

function signed(value: number): string {
  return `${value >= 0 ? "+" : ""}${value.toFixed(3)}`;
}
