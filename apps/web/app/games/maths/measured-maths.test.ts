import { gameRecords } from "@quillspin/content";
import { describe, expect, it } from "vitest";
import text from "../../locale/en/maths";
import { formatShare, measuredFigures, winBandLabel, winDistributionSummary } from "./measured-figures";
import {
  baseRowOf,
  loadMeasuredMaths,
  measuredMathsOf,
  paidModesOf,
  simulationReport,
  simulationReportSchema,
} from "./measured-maths.server";

const questOfRa = baseRowOf(simulationReport, "quest-of-ra");
if (!questOfRa) throw new Error("The committed report has no base row for Quest of Ra");
const figuresOf = (changes: Partial<typeof questOfRa>) =>
  Object.fromEntries(
    measuredFigures(measuredMathsOf({ ...questOfRa, ...changes }, simulationReport.generatedAt), text).map(
      (figure) => [figure.term, figure.value],
    ),
  );

describe("the committed simulation report", () => {
  it("has a base row for each catalogue game and no other, with the catalogue's RTP and max win", () => {
    const baseGames = simulationReport.rows.filter((row) => row.mode === "base").map((row) => row.game);
    expect(baseGames.sort()).toEqual(gameRecords.map((record) => record.slug).sort());
    for (const record of gameRecords) {
      const row = baseRowOf(simulationReport, record.slug);
      expect(row, record.slug).toBeDefined();
      expect(row?.statedRtp, record.slug).toBe(record.facts.rtp);
      expect(row?.maxWin, record.slug).toBe(record.facts.max_win);
    }
  });

  it("agrees with the hit frequency each game's facts table prints", () => {
    for (const record of gameRecords) {
      const row = baseRowOf(simulationReport, record.slug);
      expect(
        Math.abs((row?.hitFrequency ?? 0) - record.facts.hit_frequency),
        record.slug,
      ).toBeLessThanOrEqual(0.1);
    }
  });

  it("splits every row's rounds into contiguous win bands that add up to 100%", () => {
    for (const row of simulationReport.rows) {
      const bands = row.winDistribution;
      const total = bands.reduce((sum, band) => sum + band.share, 0);
      expect(total, `${row.game} ${row.mode}`).toBeCloseTo(100, 6);
      expect(bands[0]).toMatchObject({ from: 0, to: 0 });
      expect(bands.at(-1)?.to).toBeNull();
      for (let index = 2; index < bands.length; index++)
        expect(bands[index]?.from).toBe(bands[index - 1]?.to);
      // The chart's summary adds bands up at the bet and at 100x.
      expect(bands.map((band) => band.from)).toEqual(expect.arrayContaining([1, 100]));
    }
  });

  it("rejects a report that lost the fields the page shows", () => {
    const { winDistribution: _dropped, ...row } = questOfRa;
    const broken = { generatedAt: simulationReport.generatedAt, rows: [row] };
    expect(simulationReportSchema.safeParse(broken).success).toBe(false);
  });

  it("leaves the section out for a game the report does not cover", () => {
    const withoutQuest = {
      ...simulationReport,
      rows: simulationReport.rows.filter((row) => row.game !== "quest-of-ra"),
    };
    expect(baseRowOf(withoutQuest, "quest-of-ra")).toBeUndefined();
    expect(loadMeasuredMaths("no-such-game")).toBeNull();
    expect(loadMeasuredMaths("quest-of-ra")?.spins).toBe(questOfRa.spins);
  });
});

describe("measured figures", () => {
  it("gives the measured RTP with its 95% confidence interval beside the stated RTP", () => {
    const figures = figuresOf({ rtp: 96.0712, ci95: 0.0874, statedRtp: 96.36, exactRtp: {} });
    expect(figures[text.statedRtp]).toBe("96.36%");
    expect(figures[text.measuredRtp]).toBe("96.07% ± 0.09 pp, 95% confidence");
    const committed = figuresOf({ exactRtp: {} });
    expect(committed[text.measuredRtp]).toBe(
      `${questOfRa.rtp.toFixed(2)}% ± ${questOfRa.ci95.toFixed(2)} pp, 95% confidence`,
    );
    expect(committed[text.spins]).toBe(questOfRa.spins.toLocaleString("en-GB"));
  });

  it("shows an exact part as exact, beside the simulated part that the interval belongs to", () => {
    const figures = figuresOf({
      rtp: 96.07,
      ci95: 0.05,
      exactRtp: { "base-lines": 60, "free-spins": 30 },
      simulatedRtp: 6.07,
    });
    expect(figures[text.totalRtp]).toBe("96.07% ± 0.05 pp, 95% confidence");
    expect(figures[text.exactRtp]).toBe("90.00%, exact (no sampling error)");
    expect(figures[text.simulatedRtp]).toBe("6.07% ± 0.05 pp, 95% confidence");
    expect(figures[text.measuredRtp]).toBeUndefined();
    const simulatedOnly = figuresOf({ exactRtp: {} });
    expect(simulatedOnly[text.exactRtp]).toBeUndefined();
    expect(simulatedOnly[text.measuredRtp]).toBeDefined();
  });

  it("gives hit and bonus frequency as 1 in N rounds", () => {
    const figures = figuresOf({ hitFrequency: 47.8, bonusFrequency: 180.37 });
    expect(figures[text.hitFrequency]).toBe("47.80% (1 in 2.1 rounds)");
    expect(figures[text.bonusFrequency]).toBe("1 in 180 rounds");
    expect(figuresOf({ spins: 100_000, bonusFrequency: null })[text.bonusFrequency]).toBe(
      "not triggered in 100,000 rounds",
    );
  });

  it("says the max win was not reached, with the spin count, or how often it was", () => {
    const term = text.maxWinOdds("5,000x");
    expect(figuresOf({ spins: 10_000_000, maxWin: 5000, maxWinHits: 0 })[term]).toBe(
      "not reached in 10,000,000 rounds",
    );
    expect(figuresOf({ spins: 100_000, maxWin: 5000, maxWinHits: 0 })[term]).toBe(
      "not reached in 100,000 rounds",
    );
    expect(figuresOf({ spins: 10_000_000, maxWin: 5000, maxWinHits: 3 })[term]).toBe(
      "1 in 3,330,000 rounds (reached 3 times in 10,000,000)",
    );
    expect(figuresOf({ spins: 10_000_000, maxWin: 5000, maxWinHits: 1 })[term]).toBe(
      "1 in 10,000,000 rounds (reached once in 10,000,000)",
    );
    expect(figuresOf({ largestWin: 4312.5 })[text.largestWin]).toBe("4,312.5x");
  });

  it("labels the win bands and sums them for the chart's description", () => {
    const maths = measuredMathsOf(questOfRa, simulationReport.generatedAt);
    expect(maths.winBands.map((band) => winBandLabel(band, text))).toEqual([
      "No win",
      "Under 1x",
      "1x to 2x",
      "2x to 5x",
      "5x to 10x",
      "10x to 20x",
      "20x to 50x",
      "50x to 100x",
      "100x to 500x",
      "500x to 1,000x",
      "1,000x and over",
    ]);
    const shares = [60, 20, 10, 5, 2, 1.5, 1, 0.45, 0.04, 0.008, 0.002];
    const spread = {
      ...maths,
      winBands: maths.winBands.map((band, i) => ({ ...band, share: shares[i] ?? 0 })),
    };
    expect(winDistributionSummary(spread, text)).toBe(
      `Win distribution over ${maths.spins.toLocaleString("en-GB")} simulated spins: 60.00% of spins win nothing, 20.00% win less than the bet, 20.00% win the bet or more, and 0.05% win 100x or more.`,
    );
  });

  it("keeps a digit of the rarest bands", () => {
    expect(formatShare(52.2)).toBe("52.20%");
    expect(formatShare(0.055)).toBe("0.055%");
    expect(formatShare(0.00031)).toBe("0.00031%");
    expect(formatShare(0)).toBe("0%");
  });
});

describe("the paid modes of a game page", () => {
  it("names every buy and Double Chance the way the player does, at its price, within 1 pp of the stated RTP", () => {
    const modes = Object.fromEntries(gameRecords.map((record) => [record.slug, paidModesOf(record.slug)]));
    expect(modes["monster-load-up-hold-and-win"]?.map((mode) => [mode.label, mode.price])).toEqual([
      ["Bonus, 3 respins", 100],
      ["Bonus, 4 respins", 200],
    ]);
    expect(modes["hacker-crash-jackpot"]?.map((mode) => [mode.label, mode.price])).toEqual([
      ["Chance Level-up", 1.25],
    ]);
    expect(modes["wild-dragon-respin"]).toEqual([]);
    for (const record of gameRecords) {
      for (const mode of modes[record.slug] ?? []) {
        expect(Math.abs(mode.rtp - record.facts.rtp), `${record.slug} ${mode.label}`).toBeLessThanOrEqual(1);
        expect(mode.spins, `${record.slug} ${mode.label}`).toBeGreaterThanOrEqual(300_000);
      }
    }
  });

  it("marks a mode whose whole RTP is computed exactly, and only such a mode, as exact", () => {
    expect(paidModesOf("squid-gold-x2").map((mode) => [mode.label, mode.exact])).toEqual([
      ["Free Spins", true],
    ]);
    expect(paidModesOf("monster-load-up-hold-and-win").map((mode) => mode.exact)).toEqual([false, false]);
    // Yakuza Clash's bought free spins are exact but for the Hold & Win rounds they start.
    expect(paidModesOf("yakuza-clash-hold-n-win").every((mode) => !mode.exact)).toBe(true);
  });

  it("travels with the rest of the measured maths to the page", () => {
    expect(loadMeasuredMaths("lucky-skulls-bonanza")?.paidModes.map((mode) => mode.label)).toEqual(
      paidModesOf("lucky-skulls-bonanza").map((mode) => mode.label),
    );
  });
});
