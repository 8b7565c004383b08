import type { ReportRow } from "./report";
import { exactTotal } from "./report";

/** A lower RTP version's row of the versions report (`rtp-results/versions.json`); decision 28. */
export interface VersionRow extends ReportRow {
  /** The version's id, an integer percent, which is also its target (`statedRtp` of the row). */
  readonly version: number;
  /** The version's knob: the share of the paytable every pay is worth. */
  readonly payScale: number;
  /** The 95% interval the run aimed at (`--target-ci`); `ci95` is what the rounds played achieved. */
  readonly targetCi95: number | null;
}

export interface VersionsReport {
  readonly generatedAt: string;
  readonly rows: readonly VersionRow[];
}

export function versionsMarkdown(report: VersionsReport): string {
  const lines = [
    "# RTP versions, verified",
    "",
    `Generated ${report.generatedAt} by \`npm run rtp -- --all --with-versions\` (or \`--versions\`). Each game's lower RTP versions (decision 28): every pay of a round is the version's pay scale times the paytable's, set by the calibration script on the calibration seed; each row is measured on the verification seed, which no knob was calibrated on, in the stated version's run (the same rounds, each version's own pays and max win cap). The RTP is the exact part (computed from the reel weights, scaled like every pay) plus the simulated part; the 95% interval is the simulated part's. Where the interval is wider than the target, the run was capped by its round budget.`,
    "",
    "| Game | Version | Pay scale | Target | Exact part | Simulated part | RTP | 95% CI | Aimed at | Difference | Std dev | Rounds | Seed |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const row of report.rows) {
    const difference = row.rtp - row.statedRtp;
    const exact = exactTotal(row);
    lines.push(
      `| ${row.game} | ${row.version} | ${row.payScale} | ${row.statedRtp.toFixed(2)}% | ${exact > 0 ? `${exact.toFixed(3)}%` : "-"} | ${row.simulatedRtp.toFixed(3)}% | ${row.rtp.toFixed(3)}% | ± ${row.ci95.toFixed(3)} | ${row.targetCi95 === null ? "-" : `± ${row.targetCi95}`} | ${difference >= 0 ? "+" : ""}${difference.toFixed(3)} | ${row.standardDeviation.toFixed(2)} | ${row.spins.toLocaleString("en-GB")} | ${row.seed} |`,
    );
  }
  return `${lines.join("\n")}\n`;
}
