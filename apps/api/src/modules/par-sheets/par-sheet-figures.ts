import type { ParMethod, ParSheet } from "@quillspin/game-engine/par";

/** One figure of a PAR sheet as the CSV and the PDF list it: raw for the CSV, formatted for the PDF. */
export interface ParFigure {
  readonly mode: string;
  readonly modeLabel: string;
  readonly section: string;
  readonly figure: string;
  readonly value: number | null;
  readonly unit: "%" | "x bet" | "rounds" | "1 in N" | "";
  /** Half-width of the 95% interval, in the value's unit; null when none applies (exact or reasoned). */
  readonly ci95: number | null;
  readonly method: ParMethod;
  /**
   * Beside an exact figure, what the sheet's simulation measured for it, as a check, with the half-width
   * of its 95% interval where the sheet gives one; null for the other figures.
   */
  readonly simulated: { readonly value: number; readonly ci95: number | null } | null;
  readonly note: string;
}

/** Every figure of every mode, in the sheet's order: the same list feeds the CSV and the PDF. */
export function parFigures(sheet: ParSheet): ParFigure[] {
  const figures: ParFigure[] = [];
  for (const mode of sheet.modes) {
    const add = (
      figure: Omit<ParFigure, "mode" | "modeLabel" | "simulated"> & Pick<Partial<ParFigure>, "simulated">,
    ) => figures.push({ mode: mode.mode, modeLabel: mode.label, simulated: null, ...figure });
    const simulatedNote = `seed ${mode.seed}, ${mode.rounds} rounds`;
    const checkedNote = `computed from the reel weights and rules; the simulated figure beside it is a check (${simulatedNote})`;
    add({
      section: "Return",
      figure: "RTP (total)",
      value: mode.rtp.total,
      unit: "%",
      // An exact total has no interval (the sheet writes 0), like every exact figure.
      ci95: mode.rtp.method === "exact" ? null : mode.rtp.ci95,
      method: mode.rtp.method,
      note:
        mode.rtp.exactPart > 0
          ? `exact part ${mode.rtp.exactPart.toFixed(4)}% + simulated part ${mode.rtp.simulatedPart.toFixed(4)}%; ${simulatedNote}`
          : simulatedNote,
    });
    for (const source of mode.sources)
      add({
        section: "RTP by source",
        figure: source.source,
        value: source.rtp,
        unit: "%",
        ci95: source.method === "exact" ? null : source.ci95,
        method: source.method,
        simulated: source.simulated === undefined ? null : { value: source.simulated, ci95: null },
        note:
          source.method !== "exact"
            ? simulatedNote
            : source.simulated === undefined
              ? "computed from the reel weights and rules"
              : checkedNote,
      });
    add({
      section: "Frequencies",
      figure: "Hit frequency",
      value: mode.hitFrequency.value,
      unit: "%",
      ci95: mode.hitFrequency.ci95,
      method: mode.hitFrequency.method,
      note: `every win of a round, scatters and features included; ${simulatedNote}`,
    });
    for (const entry of mode.sourceHitFrequency ?? []) {
      const exact = entry.method === "exact";
      add({
        section: "Frequencies",
        figure: `Rounds paying ${entry.source}`,
        value: entry.value,
        unit: "%",
        ci95: exact ? null : entry.simulatedCi95,
        method: entry.method,
        simulated: exact ? { value: entry.simulated, ci95: entry.simulatedCi95 } : null,
        note: `the base screen's ${entry.source} wins only, not the round's hit frequency; ${exact ? checkedNote : simulatedNote}`,
      });
    }
    for (const feature of mode.features)
      add({
        section: "Frequencies",
        figure: `Feature: ${feature.feature}`,
        value: feature.oneIn,
        unit: "1 in N",
        ci95: null,
        method: feature.method,
        note: `${feature.rate.toFixed(4)}% of rounds; ${simulatedNote}`,
      });
    add({
      section: "Volatility",
      figure: "Standard deviation (per unit staked)",
      value: mode.standardDeviation,
      unit: "",
      ci95: null,
      method: "simulated",
      note: simulatedNote,
    });
    add({
      section: "Volatility",
      figure: "Volatility index (90%)",
      value: mode.volatilityIndex,
      unit: "",
      ci95: null,
      method: "simulated",
      note: "1.645 x the standard deviation",
    });
    for (const [group, list] of [
      ["all rounds", mode.percentiles.all],
      ["winning rounds", mode.percentiles.winning],
    ] as const)
      for (const entry of list)
        add({
          section: "Win size",
          figure: `P${entry.percentile} win, ${group}`,
          value: entry.win,
          unit: "x bet",
          ci95: null,
          method: "simulated",
          note: `to within 1%; ${simulatedNote}`,
        });
    for (const entry of mode.exceedance)
      add({
        section: "Win size",
        figure: `P(win >= ${entry.atLeast}x)`,
        value: entry.probability,
        unit: "%",
        ci95: entry.ci95,
        method: entry.method,
        note:
          entry.oneIn === null
            ? `not observed; ${simulatedNote}`
            : `1 in ${Math.round(entry.oneIn)}; ${simulatedNote}`,
      });
    add({
      section: "Max win",
      figure: `Max win (${sheet.maxWin}x) reached`,
      value: mode.maxWin.oneIn,
      unit: "1 in N",
      ci95: null,
      method: mode.maxWin.method,
      note:
        mode.maxWin.hits > 0
          ? `${mode.maxWin.hits} times; ${simulatedNote}`
          : `not observed in ${mode.rounds} rounds: below ${(mode.maxWin.upperBound95 ?? 0).toPrecision(3)}% at 95% confidence (rule of three)`,
    });
    add({
      section: "Max win",
      figure: "Largest win observed",
      value: mode.largestObserved,
      unit: "x bet",
      ci95: null,
      method: "simulated",
      note: simulatedNote,
    });
    for (const hour of mode.hours)
      add({
        section: "An hour of play",
        figure: `Hours ending ahead, ${hour.label} (${hour.spinsPerHour} spins)`,
        value: hour.ahead,
        unit: "%",
        ci95: hour.ci95,
        method: hour.method,
        note: `${hour.hours} simulated hours; the same at any bet`,
      });
  }
  return figures;
}

const plain = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });
const precise = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 4 });

/** A figure as the PDF prints it. */
export function formatFigure(figure: Pick<ParFigure, "value" | "unit">): string {
  if (figure.value === null) return "not observed";
  switch (figure.unit) {
    case "%":
      return `${precise.format(figure.value)}%`;
    case "x bet":
      return `${plain.format(figure.value)}x`;
    case "1 in N":
      return `1 in ${Math.round(figure.value).toLocaleString("en-GB")}`;
    default:
      return plain.format(figure.value);
  }
}
