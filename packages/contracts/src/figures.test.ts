import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatBetRange,
  formatDate,
  formatHitFrequency,
  formatHitFrequencyWithOdds,
  formatMaxWinOdds,
  formatMoney,
  formatMultiple,
  formatOneIn,
  formatRtp,
  formatTwoDecimals,
} from "./figures";

describe("one format per kind of figure (issue 27)", () => {
  it("writes every RTP and hit frequency with two decimals", () => {
    expect(formatRtp(96)).toBe("96.00%");
    expect(formatRtp(96.1)).toBe("96.10%");
    expect(formatRtp(95.874)).toBe("95.87%");
    expect(formatHitFrequency(31.8653)).toBe("31.87%");
    expect(formatHitFrequencyWithOdds(47.8)).toBe("47.80% (1 in 2.1 rounds)");
    expect(formatHitFrequencyWithOdds(0)).toBe("0.00%");
  });

  it("writes 1 in N with one decimal under 10, whole numbers to 1,000 and three figures above", () => {
    expect(formatOneIn(2.0921)).toBe("2.1");
    expect(formatOneIn(9.96)).toBe("10");
    expect(formatOneIn(180.4)).toBe("180");
    expect(formatOneIn(1234.5)).toBe("1,230");
    expect(formatOneIn(3_333_333.3)).toBe("3,330,000");
  });

  it("gives the max win's odds with the run behind them, or the run it was not reached in", () => {
    expect(formatMaxWinOdds({ hits: 0, rounds: 40_000_000 })).toBe("not reached in 40,000,000 rounds");
    expect(formatMaxWinOdds({ hits: 1, rounds: 2_016_000 })).toBe(
      "1 in 2,020,000 rounds (reached once in 2,016,000)",
    );
    expect(formatMaxWinOdds({ hits: 10, rounds: 1_290_000_000 })).toBe(
      "1 in 129,000,000 rounds (reached 10 times in 1,290,000,000)",
    );
  });

  it("writes money and bet ranges with two decimals and no currency sign unless one is given", () => {
    expect(formatMoney(0.09)).toBe("0.09");
    expect(formatMoney(1000)).toBe("1,000.00");
    expect(formatMoney(12.5, "FUN")).toBe("12.50 FUN");
    expect(formatBetRange(0.1, 200)).toBe("0.10 to 200.00");
    expect(formatBetRange(0.2, 100, "FUN")).toBe("0.20 to 100.00 FUN");
  });

  it("writes multiples and days in words", () => {
    expect(formatMultiple(5000)).toBe("5,000x");
    expect(formatMultiple(1.4)).toBe("1.4x");
    expect(formatDate("2026-03-24")).toBe("24 March 2026");
    expect(formatDate("2026-11-21T10:00:00.000Z")).toBe("21 November 2026");
  });

  it("writes two decimals without Intl exactly as Intl does, halves and hairs below zero included", () => {
    const intl = new Intl.NumberFormat("en-GB", {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: "negative",
    });
    for (const value of [0, -0, 0.005, 0.125, 1.005, -0.004, -2.675, 999.995, 1234567.891, 1e21, Number.NaN])
      expect(formatTwoDecimals(value)).toBe(intl.format(value));
    fc.assert(
      fc.property(fc.double({ min: -1e22, max: 1e22, noNaN: true }), (value) => {
        expect(formatTwoDecimals(value)).toBe(intl.format(value));
      }),
      { numRuns: 5_000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        expect(formatTwoDecimals(cents / 100)).toBe(intl.format(cents / 100));
        expect(formatTwoDecimals(cents / 1000)).toBe(intl.format(cents / 1000));
      }),
      { numRuns: 5_000 },
    );
  });
});
