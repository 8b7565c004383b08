// The table `npm run bench` prints: each figure of issue 16's table beside the yardstick measured in
// the same run, the ratio between them, the aim and whether the figure meets it.

/** One row: what a person reads, plus the numbers `.bench/results.json` keeps for machines. */
export interface BenchRow {
  what: string;
  measured: string;
  /** The same figure for the yardstick, and which yardstick it is. */
  yardstick: string;
  /** measured / yardstick, when the aim is a ratio. */
  ratio: number | null;
  aim: string;
  pass: boolean;
  figures: Record<string, number>;
}

/**
 * A ratio to two decimals, as the issue writes them ("0.26x"); below 0.1, to two significant digits
 * instead, so a figure far from its aim still reads as a number ("0.0033x", not "0.00x").
 */
export function formatRatio(ratio: number | null): string {
  if (ratio === null) return "";
  if (!Number.isFinite(ratio)) return "n/a";
  return `${ratio >= 0.1 || ratio === 0 ? ratio.toFixed(2) : ratio.toPrecision(2)}x`;
}

export function formatKiB(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

export function formatMiB(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/** Requests a second with thousands separated, as in the issue ("2,245 req/s"). */
export function formatRate(requestsPerSecond: number): string {
  return `${Math.round(requestsPerSecond).toLocaleString("en-US")} req/s`;
}

const headings = ["what", "measured", "yardstick (same run)", "ratio", "aim", ""];

/**
 * The rows as an aligned plain-text table; a cell too long for one line is never cut, the column
 * widens instead. The last column says `pass` or `MISS`, so a miss stands out in a long log.
 */
export function formatTable(rows: BenchRow[]): string {
  const cells = [
    headings,
    ...rows.map((row) => [
      row.what,
      row.measured,
      row.yardstick,
      formatRatio(row.ratio),
      row.aim,
      row.pass ? "pass" : "MISS",
    ]),
  ];
  const widths = headings.map((_, column) => Math.max(...cells.map((line) => (line[column] ?? "").length)));
  const render = (line: string[]) =>
    line
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd();
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  return [render(headings), rule, ...cells.slice(1).map(render)].join("\n");
}

/** Label/value lines under the table (build times, page weight details), labels aligned. */
export function formatList(entries: Record<string, string>): string {
  const width = Math.max(0, ...Object.keys(entries).map((label) => label.length));
  return Object.entries(entries)
    .map(([label, value]) => `${label.padEnd(width)}  ${value}`)
    .join("\n");
}
