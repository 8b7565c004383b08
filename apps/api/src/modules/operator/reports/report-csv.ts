import { csvByteOrderMark, type OperatorReport } from "@quillspin/contracts";
import { csvRow } from "@quillspin/csv";

/** The CSV's columns, in order: the JSON report's rows, money in the currency's minor units. */
export const reportCsvColumns = [
  "Day (UTC)",
  "Game",
  "Currency",
  "Rounds",
  "Bets (minor units)",
  "Wins (minor units)",
  "GGR (minor units)",
  "RTP (%)",
] as const;

/** People open it in a spreadsheet: every cell quoted, and formulas made text by the CSV package. */
const quoteEveryCell = { quoteEveryCell: true } as const;

/**
 * A sum of minor units as its cell: a number while it is a safe integer, which the CSV package writes as
 * it is (a negative GGR is not a formula), and the exact decimal string beyond 2^53.
 */
function minorUnitsCell(sum: string): number | string {
  const value = Number(sum);
  return Number.isSafeInteger(value) ? value : sum;
}

/** The report's rows as CSV, one line per game, day and currency, exactly as the JSON answers them. */
export function reportCsv(report: OperatorReport): string {
  return (
    csvByteOrderMark +
    csvRow(reportCsvColumns, quoteEveryCell) +
    report.rows
      .map((row) =>
        csvRow(
          [
            row.day,
            row.game,
            row.currency,
            row.rounds,
            minorUnitsCell(row.bets),
            minorUnitsCell(row.wins),
            minorUnitsCell(row.ggr),
            row.rtp_percent,
          ],
          quoteEveryCell,
        ),
      )
      .join("")
  );
}

/** The download's file name: the operator and the range it covers. */
export function reportCsvFileName(report: OperatorReport): string {
  return `quillspin-sandbox-report-${report.operator_id}-${report.from}-to-${report.to}.csv`.replace(
    /[^A-Za-z0-9._-]/g,
    "-",
  );
}
