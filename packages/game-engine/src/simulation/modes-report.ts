import type { ReportRow } from "./report";
import { withinTolerance } from "./report";

/** A paid mode's row of the buy-mode report (`rtp-results/buy-modes.json`). */
export interface ModeRow extends ReportRow {
  /** What one round costs, in multiples of the bet; the RTP is the return on it. */
  readonly price: number;
}

export interface ModesReport {
  readonly generatedAt: string;
  /** Percentage points within which a mode's RTP must meet the game's stated RTP. */
  readonly tolerance: number;
  readonly rows: readonly ModeRow[];
}

/** Percentage points a paid mode may differ from the stated RTP on its report sample. */
export const modeTolerance = 1;

export function modesMarkdown(report: ModesReport): string {
  const lines = [
    "# Simulated RTP of the buy and Double Chance modes",
    "",
    `Generated ${report.generatedAt} by \`npm run rtp -- --all --modes --seed 20261124 --target-ci 0.1 --spins 1000000\`: every mode on the verification seed, which no knob was calibrated on, with as many rounds as a 95% interval of 0.1 point each side needs (the exact part, where a mode has one, carries no sampling error). The RTP is the return on the mode's price; a mode passes when it is within ${report.tolerance} percentage point of the game's stated RTP. Largest win is in multiples of the bet.`,
    "",
    "| Game | Mode | Price | Stated RTP | Simulated RTP | 95% CI | Difference | Within | Std dev | Largest win | Max win hits | Rounds | Seed |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | :---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const row of report.rows) {
    const difference = row.rtp - row.statedRtp;
    lines.push(
      `| ${row.game} | ${row.mode} | ${row.price}x | ${row.statedRtp.toFixed(2)}% | ${row.rtp.toFixed(3)}% | ± ${row.ci95.toFixed(3)} | ${difference >= 0 ? "+" : ""}${difference.toFixed(3)} | ${withinTolerance(row, report.tolerance) ? "yes" : "no"} | ${row.standardDeviation.toFixed(2)} | ${row.largestWin.toFixed(2)}x | ${row.maxWinHits} | ${row.spins.toLocaleString("en-GB")} | ${row.seed} |`,
    );
  }
  return `${lines.join("\n")}\n`;
}
