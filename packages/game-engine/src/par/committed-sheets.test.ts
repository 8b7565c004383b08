import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { gameModel, gameSlugs } from "../games/index";
import { reportSeed } from "../games/tuning";
import type { GameModel } from "../model";
import type { ModesReport } from "../simulation/modes-report";
import type { Report } from "../simulation/report";
import { verificationSeed } from "../simulation/verification";
import { committedParSheet, winBelowCap } from "./committed";
import type { ParSheet } from "./schema";
import { parMode, sheetModes } from "./sheet";
import { playParSlice } from "./simulate-par";
import { hourBlock, spinSpeeds } from "./speeds";
import { addParTallies, percentile } from "./tally";

const readReport = <T>(file: string) =>
  JSON.parse(readFileSync(new URL(`../../rtp-results/${file}`, import.meta.url), "utf8")) as T;
const baseReport = readReport<Report>("simulated-rtp.json");
const modesReport = readReport<ModesReport>("buy-modes.json");

/**
 * The committed sheets and reports are fixed files, so each comparison is decided once, not per run. The
 * sheets' rounds are on the verification seed, and so are both reports': a sheet's 2,016,000 rounds are
 * the first of the report's rounds, so the comparison checks that the two tools count the same rounds
 * alike. Two figures may differ by z = 4.21 combined standard errors (the committed report test's figure
 * for twenty checks) without either being wrong.
 */
const z = 4.21;

function modelOf(slug: string): GameModel {
  const model = gameModel(slug);
  if (!model) throw new Error(`No model for ${slug}`);
  return model;
}

function sheetOf(slug: string): ParSheet {
  const sheet = committedParSheet(slug);
  if (!sheet) throw new Error(`No committed PAR sheet for ${slug}`);
  return sheet;
}

describe("committed PAR sheets", () => {
  it.each(gameSlugs)("%s: parses, covers every mode on the verification seed", (slug) => {
    const model = modelOf(slug);
    const sheet = sheetOf(slug);
    expect(sheet).toMatchObject({ game: slug, name: model.name, statedRtp: model.rtp, maxWin: model.maxWin });
    expect(sheet.modes.map((mode) => mode.mode)).toEqual(sheetModes(model).map((mode) => mode.mode));
    for (const mode of sheet.modes) {
      expect(mode.seed).toBe(verificationSeed);
      expect(mode.seed).not.toBe(reportSeed);
      expect(mode.volatilityIndex).toBeCloseTo(1.645 * mode.standardDeviation, 10);
      // Percentiles never decrease, and a winning round's percentile is at least the all-round one.
      for (const list of [mode.percentiles.all, mode.percentiles.winning])
        for (const [at, entry] of list.entries())
          expect(entry.win).toBeGreaterThanOrEqual(list[at - 1]?.win ?? 0);
      for (const [at, entry] of mode.percentiles.all.entries())
        expect(mode.percentiles.winning[at]?.win).toBeGreaterThanOrEqual(entry.win);
      expect(mode.largestObserved).toBeLessThanOrEqual(sheet.largestReachableWin.win + 1e-9);
      if (mode.maxWin.hits === 0) expect(mode.maxWin.upperBound95).toBeCloseTo((3 / mode.rounds) * 100, 12);
    }
    const base = sheet.modes[0];
    expect(base?.hours.map((hour) => [hour.spinsPerHour, hour.hours])).toEqual(
      spinSpeeds.map((speed) => [speed.spinsPerHour, Math.floor((base?.rounds ?? 0) / speed.spinsPerHour)]),
    );
    for (const mode of sheet.modes.slice(1)) expect(mode.hours).toEqual([]);
  });

  it.each(gameSlugs)("%s: agrees with the committed RTP reports within their intervals", (slug) => {
    const sheet = sheetOf(slug);
    for (const mode of sheet.modes) {
      const row =
        mode.mode === "base"
          ? baseReport.rows.find((candidate) => candidate.game === slug)
          : modesReport.rows.find((candidate) => candidate.game === slug && candidate.mode === mode.mode);
      if (!row) throw new Error(`No committed report row for ${slug} ${mode.mode}`);
      const tolerance = (z / 1.96) * Math.hypot(mode.rtp.ci95, row.ci95);
      expect(Math.abs(mode.rtp.total - row.rtp), `${slug} ${mode.mode}`).toBeLessThanOrEqual(tolerance);
    }
  });

  it.each(gameSlugs)("%s: the largest reachable win is settled the way the sheet says", (slug) => {
    const sheet = sheetOf(slug);
    const reachable = sheet.largestReachableWin;
    const witnessed = sheet.modes.some((mode) => mode.maxWin.hits > 0);
    if (witnessed) expect(reachable).toMatchObject({ status: "cap-reached", win: sheet.maxWin });
    if (reachable.status === "below-cap") expect(reachable.win).toBeLessThan(sheet.maxWin);
    else expect(reachable.win).toBe(sheet.maxWin);
  });

  it("says Wild Yoga's stated 8,000x and Fortune 777's 5,000x are reached (decision 0033)", () => {
    expect(sheetOf("wild-yoga-collector").largestReachableWin).toMatchObject({
      win: 8000,
      status: "cap-reached",
    });
    expect(sheetOf("fortune-777-respin").largestReachableWin).toMatchObject({
      win: 5000,
      status: "cap-reached",
    });
    // Nothing is printed beside a stated max win on the cards, the compare table or the info kit.
    expect(gameSlugs.filter((slug) => winBelowCap(slug) !== null)).toEqual([]);
    expect(winBelowCap("no-such-game")).toBeNull();
  });
});

describe("PAR tallies", () => {
  it("add up over slices that start an hour, so workers do not change a sheet", () => {
    const model = modelOf("quest-of-ra");
    const options = { spins: 2 * hourBlock, seed: 7 };
    const whole = playParSlice(model, { options, hours: true, from: 0, to: 2 * hourBlock });
    const halves = [0, 1].map((half) =>
      playParSlice(model, { options, hours: true, from: half * hourBlock, to: (half + 1) * hourBlock }),
    );
    const added = addParTallies(halves.map((half) => half.par));
    // Counts must match exactly; sums only to rounding, since they are added in another order.
    const counts = ({ zero, binCounts, binLargest, atLeast, hours }: typeof added) => ({
      zero,
      binCounts,
      binLargest,
      atLeast,
      hours: hours.map((hour) => [hour.speed, hour.hours, hour.ahead]),
    });
    expect(counts(added)).toEqual(counts(whole.par));
    for (const [source, { sum, hits }] of Object.entries(whole.par.sources)) {
      expect(added.sources[source]?.sum).toBeCloseTo(sum, 6);
      expect(added.sources[source]?.hits).toBe(hits);
    }
    expect(whole.par.hours.map((hour) => hour.hours)).toEqual([120, 72, 50]);
  });

  it("gives the exact share of rounds paying the base screen's ways beside the round's hit frequency", () => {
    const model = modelOf("hacker-crash-jackpot");
    const run = { rounds: hourBlock, seed: 11 };
    const slice = playParSlice(model, {
      options: { spins: run.rounds, seed: run.seed },
      hours: false,
      from: 0,
      to: run.rounds,
    });
    const mode = parMode(model, { mode: "base", price: 1 }, { ...run, tally: slice.tally, par: slice.par });
    const exact = model.exactHitFrequency?.({ buy: null, doubleChance: false, choice: 0 })["base-ways"];
    expect(mode.sourceHitFrequency).toEqual([
      {
        source: "base-ways",
        value: (exact as number) * 100,
        method: "exact",
        simulated: ((slice.par.sources["base-ways"]?.hits ?? 0) / run.rounds) * 100,
        simulatedCi95: expect.any(Number),
      },
    ]);
    // The same rounds: every round whose base screen paid a way won something.
    expect(mode.sourceHitFrequency?.[0]?.simulated).toBeLessThanOrEqual(mode.hitFrequency.value);
  });

  it("reads a percentile as the largest win of the bin that reaches the share", () => {
    const tally = addParTallies([
      {
        sources: {},
        zero: 50,
        binCounts: [0, 0, 30, 20],
        binLargest: [0, 0, 0.0102, 0.0103],
        atLeast: [0, 0, 0],
        hours: [],
      },
    ]);
    expect(percentile(tally, 0.5, false)).toBe(0);
    expect(percentile(tally, 0.51, false)).toBe(0.0102);
    expect(percentile(tally, 0.9, false)).toBe(0.0103);
    expect(percentile(tally, 0.5, true)).toBe(0.0102);
  });
});
