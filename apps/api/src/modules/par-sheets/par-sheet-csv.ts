import { csvRow } from "@quillspin/csv";
import type { ParSheet } from "@quillspin/game-engine/par";
import { parFigures } from "./par-sheet-figures";

/** Opened in spreadsheets: every cell quoted, so figures keep the digits the sheet gives them. */
const quoteEveryCell = { quoteEveryCell: true } as const;

const columns = [
  "game",
  "mode",
  "mode_label",
  "section",
  "figure",
  "value",
  "unit",
  "ci95",
  "method",
  "simulated",
  "simulated_ci95",
  "note",
] as const;

type Column = (typeof columns)[number];

/** A row from the cells it has, in the header's order; the others empty. */
const row = (cells: Partial<Record<Column, string | number | null | undefined>>) =>
  csvRow(
    columns.map((column) => String(cells[column] ?? "")),
    quoteEveryCell,
  );

/**
 * The PAR sheet as CSV: one row per figure, numbers unformatted (a spreadsheet reads them), every cell
 * quoted and formula-safe; the sheet-wide facts (largest reachable win and its reasoning) come first.
 * An exact figure has what the simulation measured for it, and that check's interval, in `simulated`
 * and `simulated_ci95`.
 */
export function parSheetCsv(sheet: ParSheet): string {
  const reachable = sheet.largestReachableWin;
  const game = { game: sheet.game, section: "Game" };
  const rows = [
    csvRow(columns, quoteEveryCell),
    row({ ...game, figure: "Stated RTP", value: sheet.statedRtp, unit: "%", note: "the catalogue's figure" }),
    row({ ...game, figure: "Max win (cap)", value: sheet.maxWin, unit: "x bet" }),
    row({
      ...game,
      figure: "Largest reachable win",
      value: reachable.win,
      unit: "x bet",
      method: reachable.method,
      note: `${reachable.status}: ${reachable.reasoning}`,
    }),
    ...parFigures(sheet).map((figure) =>
      row({
        game: sheet.game,
        mode: figure.mode,
        mode_label: figure.modeLabel,
        section: figure.section,
        figure: figure.figure,
        value: figure.value,
        unit: figure.unit,
        ci95: figure.ci95,
        method: figure.method,
        simulated: figure.simulated?.value,
        simulated_ci95: figure.simulated?.ci95,
        note: figure.note,
      }),
    ),
  ];
  return rows.join("");
}
