import type { PartnerDownload } from "@quillspin/contracts";
import { committedParSheet } from "@quillspin/game-engine/par";

export function parSheetPdfDownload(slug: string): PartnerDownload {
  return {
    kind: "par-sheet-pdf",
    label: "PAR sheet (PDF)",
    path: `/partner/games/${slug}/par-sheet.pdf`,
    fileName: `${slug}-par-sheet.pdf`,
    contentType: "application/pdf",
  };
}

export function parSheetCsvDownload(slug: string): PartnerDownload {
  return {
    kind: "par-sheet-csv",
    label: "PAR sheet (CSV)",
    path: `/partner/games/${slug}/par-sheet.csv`,
    fileName: `${slug}-par-sheet.csv`,
    contentType: "text/csv; charset=utf-8",
  };
}

/** The PAR sheet downloads of a game: both files when a sheet is committed for it, none otherwise. */
export function parSheetDownloads(slug: string): PartnerDownload[] {
  return committedParSheet(slug) ? [parSheetPdfDownload(slug), parSheetCsvDownload(slug)] : [];
}
