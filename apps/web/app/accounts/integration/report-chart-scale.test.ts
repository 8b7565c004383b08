import { describe, expect, it } from "vitest";
import {
  dailyFigures,
  labelledDays,
  niceStep,
  positionOf,
  reportDays,
  valueAxis,
} from "./report-chart-scale";

const row = (day: string, currency: string, bets: string, ggr: string) => ({
  day,
  game: "quest-of-ra",
  currency,
  rounds: 1,
  bets,
  wins: (BigInt(bets) - BigInt(ggr)).toString(),
  ggr,
  rtp_percent: null,
});

describe("the report chart's scale", () => {
  it("lists every UTC day of the range, across a month's end", () => {
    expect(reportDays("2026-11-29", "2026-12-02")).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
    ]);
    expect(reportDays("2026-11-29", "2026-11-29")).toEqual(["2026-11-29"]);
  });

  it("adds each day's games of one currency exactly, past 2^53, and leaves the others out", () => {
    const figures = dailyFigures(
      {
        from: "2026-11-28",
        to: "2026-11-29",
        rows: [
          row("2026-11-29", "EUR", "9007199254740993", "-7"),
          row("2026-11-29", "EUR", "9007199254740993", "10"),
          row("2026-11-29", "BHD", "5", "5"),
        ],
      },
      "EUR",
    );
    expect(figures).toEqual([
      { day: "2026-11-28", bets: 0n, ggr: 0n },
      { day: "2026-11-29", bets: 18014398509481986n, ggr: 3n },
    ]);
  });

  it("steps in 1, 2 or 5 times a power of ten", () => {
    expect([0n, 1n, 3n, 7n, 10n, 11n, 240n, 2001n].map(niceStep)).toEqual([
      1n,
      1n,
      5n,
      10n,
      10n,
      20n,
      500n,
      5000n,
    ]);
  });

  it("puts zero on the axis and covers losses below it in round ticks", () => {
    expect(valueAxis([100n, 40n])).toEqual({ low: 0n, high: 100n, ticks: [0n, 50n, 100n] });
    expect(valueAxis([1000n, -300n])).toEqual({ low: -500n, high: 1000n, ticks: [-500n, 0n, 500n, 1000n] });
    expect(valueAxis([])).toEqual({ low: 0n, high: 1n, ticks: [0n, 1n] });
    expect(valueAxis([18014398509481986n]).high).toBe(20000000000000000n);
  });

  it("places values between the top and the bottom in pixels", () => {
    const axis = valueAxis([1000n, -300n]);
    expect(positionOf(axis, 1000n, 10, 160)).toBe(10);
    expect(positionOf(axis, -500n, 10, 160)).toBe(160);
    expect(positionOf(axis, 0n, 10, 160)).toBeCloseTo(110, 3);
  });

  it("labels the first and last day and a handful between", () => {
    expect([...labelledDays(1)]).toEqual([0]);
    expect([...labelledDays(5)]).toEqual([0, 1, 2, 3, 4]);
    expect([...labelledDays(31)]).toEqual([0, 6, 12, 18, 24, 30]);
    expect(labelledDays(92).size).toBeLessThanOrEqual(8);
  });
});
