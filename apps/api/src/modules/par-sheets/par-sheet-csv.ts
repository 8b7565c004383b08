import type { ParSheet } from "@quillspin/game-engine/par";
import { csvRow } from "../subscriptions/subscribers.csv";
import { parFigures } from "./par-sheet-figures";

const header = ["game", "mode", "mode_label", "section", "figure", "value", "unit", "ci95", "method", "note"];

/**
 * The PAR sheet as CSV: one row per figure, numbers unformatted (a spreadsheet reads them), every cell
 * quoted and formula-safe; the sheet-wide facts (largest reachable win and its reasoning) come first.
 */
export function parSheetCsv(sheet: ParSheet): string {
  const reachable = sheet.largestReachableWin;
  const rows = [
    csvRow(header),
    csvRow([
      sheet.game,
      "",
      "",
      "Game",
      "Stated RTP",
      String(sheet.statedRtp),
      "%",
      "",
      "",
      "the catalogue's figure",
    ]),
    csvRow([sheet.game, "", "", "Game", "Max win (cap)", String(sheet.maxWin), "x bet", "", "", ""]),
    csvRow([
      sheet.game,
      "",
      "",
      "Game",
      "Largest reachable win",
      String(reachable.win),
      "x bet",
      "",
      reachable.method,
      `${reachable.status}: ${reachable.reasoning}`,
    ]),
    ...parFigures(sheet).map((figure) =>
      csvRow([
        sheet.game,
        figure.mode,
        figure.modeLabel,
        figure.section,
        figure.figure,
        figure.value === null ? "" : String(figure.value),
        figure.unit,
        figure.ci95 === null ? "" : String(figure.ci95),
        figure.method,
        figure.note,
      ]),
    ),
  ];
  return rows.join("");
}
