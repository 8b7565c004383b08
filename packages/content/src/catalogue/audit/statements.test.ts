import { describe, expect, it } from "vitest";
import { figureTokens } from "./figures";
import { type StatedFigure, statedFigures } from "./statements";

const brief = (figures: StatedFigure[]) => figures.map(({ field, values }) => [field, ...values]);

describe("statedFigures", () => {
  it("reads an RTP written before or after its keyword", () => {
    expect(brief(statedFigures("The theoretical return to player is 96.06%."))).toEqual([["rtp", 96.06]]);
    expect(brief(statedFigures("Clear figures: 96.06% RTP and medium volatility."))).toEqual([
      ["rtp", 96.06],
    ]);
    expect(brief(statedFigures("The game returns 98.0% with medium volatility."))).toEqual([["rtp", 98]]);
  });

  it("gives each figure of a list sentence to its own keyword", () => {
    const figures = statedFigures(
      "Double Chance, a Buy Bonus at 100x, 95.91% RTP and a 5,000x max win, then more at 40x.",
    );
    expect(brief(figures)).toEqual([
      ["buy_price", 100],
      ["rtp", 95.91],
      ["max_win", 5000],
    ]);
  });

  it("reads both prices of a two-price Buy Bonus", () => {
    const text = "The Buy Bonus skips the wait: 100x the bet for 3 re-spins, or 200x the bet for 4 re-spins.";
    expect(brief(statedFigures(text))).toEqual([
      ["buy_price", 100],
      ["buy_price", 200],
    ]);
  });

  it("never reads a win multiplier written x3 as a price", () => {
    expect(statedFigures("The Buy Bonus opens the choice of 20 spins at x3 or 10 at x6.")).toEqual([]);
  });

  it("reads bet ranges written with to or and, with or without a currency sign", () => {
    expect(brief(statedFigures("Choose a total bet from 0.20 to 100.00 and press Spin."))).toEqual([
      ["bet_range", 0.2, 100],
    ]);
    expect(brief(statedFigures("Choose a bet between $0.30 and $400.00."))).toEqual([
      ["bet_range", 0.3, 400],
    ]);
    expect(brief(statedFigures("Min bet 0.80 and max bet 25.00."))).toEqual([
      ["min_bet", 0.8],
      ["max_bet", 25],
    ]);
  });

  it("does not take a payline range for a bet range", () => {
    const text = "Choose from 1 to 10 active paylines and a total bet from 0.20 to 100.00.";
    expect(brief(statedFigures(text))).toEqual([["bet_range", 0.2, 100]]);
  });

  it("reads ways counts with or without a thousands comma", () => {
    expect(brief(statedFigures("Up to 200,704 ways, or 1024 ways on the small grid."))).toEqual([
      ["ways", 200704],
      ["ways", 1024],
    ]);
  });

  it("does not read a multiplier described as 'wins up to' as the max win", () => {
    expect(statedFigures("A wheel that multiplies wins up to 20x.")).toEqual([]);
    expect(brief(statedFigures("Players can win up to 5,000x the bet."))).toEqual([["max_win", 5000]]);
  });
});

describe("figureTokens", () => {
  it("never reads a grid or a longer number as a multiplier", () => {
    const tokens = figureTokens("A 5x5 grid pays 140x, x3 and 0.5x.");
    expect(tokens.filter((token) => token.unit === "multiplier").map((token) => token.value)).toEqual([
      140, 3, 0.5,
    ]);
  });
});
