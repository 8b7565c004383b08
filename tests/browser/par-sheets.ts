import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { readPdf } from "../../apps/api/test/support/pdf-text";

/**
 * In a signed-in, approved partner's client area: the PAR sheet links of Quest of Ra download the PDF (a
 * table whose text the PDF reader finds) and the CSV (a quoted header row, then one row per figure).
 */
export async function downloadsParSheets(page: Page): Promise<void> {
  const [pdfDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "PAR sheet for Quest of Ra (PDF)" }).click(),
  ]);
  expect(pdfDownload.suggestedFilename()).toBe("quest-of-ra-par-sheet.pdf");
  const { text } = await readPdf(await readFile(await pdfDownload.path()));
  expect(text).toContain("Quest of Ra: PAR sheet");
  expect(text).toContain("Volatility index (90%)");

  const [csvDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "PAR sheet figures for Quest of Ra (CSV)" }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toBe("quest-of-ra-par-sheet.csv");
  const csv = await readFile(await csvDownload.path(), "utf8");
  expect(csv.split("\r\n")[0]).toBe(
    '"game","mode","mode_label","section","figure","value","unit","ci95","method","simulated","simulated_ci95","note"',
  );
  expect(csv).toContain('"quest-of-ra","base","Base game","Return","RTP (total)"');
}
