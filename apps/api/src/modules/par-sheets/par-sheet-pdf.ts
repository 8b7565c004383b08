import { brand } from "@quillspin/content";
import { siteAddress, siteRoutes } from "@quillspin/contracts";
import type { ParSheet } from "@quillspin/game-engine/par";
import { FactSheetWriter, muted } from "../partner-area/fact-sheet-writer";
import { formatFigure, type ParFigure, parFigures } from "./par-sheet-figures";

const statusText = {
  "cap-reached": "the max win cap is reachable",
  "below-cap": "below the stated max win: the cap is never reached",
  "cap-is-bound": "the cap bounds it; not shown reachable",
} as const;

/** A half-width of a 95% interval as the tables print it, "± 0.0515%"; nothing when the figure has none. */
const interval = (ci95: number | null, unit: ParFigure["unit"]) =>
  ci95 === null ? "" : `± ${formatFigure({ value: ci95, unit: unit === "%" ? "%" : "" })}`;

/**
 * The PAR sheet as a PDF for a test lab or an operator's compliance team: the game's facts, then one
 * table per mode of every figure with its 95% interval, how it was obtained and, beside an exact figure,
 * the simulated check, on the info kit's writer.
 */
export async function parSheetPdf(sheet: ParSheet, siteUrl: string): Promise<Buffer> {
  const writer = await FactSheetWriter.create(
    { title: `${sheet.name}: PAR sheet`, author: brand.name, subject: "Probability accounting report" },
    {
      masthead: brand.name.toUpperCase(),
      documentName: "PAR sheet",
      footer: `${brand.legalName} · ${brand.contacts.partnerships} · ${siteAddress(siteUrl, siteRoutes.game(sheet.game))}`,
    },
  );
  const reachable = sheet.largestReachableWin;
  writer.title(`${sheet.name}: PAR sheet`);
  writer.figures([
    { label: "Stated RTP", value: `${sheet.statedRtp.toFixed(2)}%` },
    { label: "Max win (cap)", value: `${sheet.maxWin.toLocaleString("en-GB")}x` },
    { label: "Largest reachable win", value: `${reachable.win.toLocaleString("en-GB")}x` },
  ]);
  writer.paragraph(
    `Largest reachable win (${reachable.method}; ${statusText[reachable.status]}): ${reachable.reasoning}`,
  );
  const paying = sheet.modes.some((mode) => (mode.sourceHitFrequency ?? []).length > 0)
    ? " Rounds paying a source is the share of rounds in which the base screen's line or ways wins of that source paid; the hit frequency counts every win of a round, scatters and features included."
    : "";
  writer.paragraph(
    `Methods: exact figures are computed from the reel weights and rules with no sampling error, with what the simulation measured beside them as a check; simulated figures are measured on the seeded rounds named with each mode, with their 95% interval; reasoned figures are argued from the paytable, multipliers and caps.${paying} ${sheet.volatilityIndexDefinition}`,
    { size: 8.5, colour: muted },
  );
  const figures = parFigures(sheet);
  for (const mode of sheet.modes) {
    writer.heading(`${mode.label} (price ${mode.price.toLocaleString("en-GB")}x the bet)`, 140);
    writer.paragraph(`${mode.rounds.toLocaleString("en-GB")} rounds on seed ${mode.seed}.`, {
      size: 8.5,
      colour: muted,
    });
    writer.table(
      [
        { label: "Figure", width: 3.4 },
        { label: "Value", width: 1.2, align: "right" },
        { label: "95% interval", width: 1.05, align: "right" },
        { label: "Method", width: 0.85 },
        { label: "Simulated (check)", width: 1.75, align: "right" },
      ],
      figures
        .filter((figure) => figure.mode === mode.mode)
        .map((figure) => [
          figure.section === "RTP by source" ? `RTP: ${figure.figure}` : figure.figure,
          formatFigure(figure),
          interval(figure.ci95, figure.unit),
          figure.method,
          figure.simulated === null
            ? ""
            : [
                formatFigure({ value: figure.simulated.value, unit: figure.unit }),
                interval(figure.simulated.ci95, figure.unit),
              ]
                .filter(Boolean)
                .join(" "),
        ]),
    );
  }
  return writer.finish();
}
