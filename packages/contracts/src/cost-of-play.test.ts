import { describe, expect, it } from "vitest";
import { costOfPlay, costOfPlayBets, costOfPlayQuery } from "./cost-of-play";
import type { GameParSummary } from "./game-par";

const speeds = [
  { id: "normal", label: "Normal", spinsPerHour: 600, ahead: 35.1, ci95: 1.6, hours: 3360 },
  { id: "turbo", label: "Turbo", spinsPerHour: 1440, ahead: 30.2, ci95: 2.4, hours: 1400 },
];
const summary = { statedRtp: 96, bet: { min: 0.1, max: 100 }, speeds } as unknown as GameParSummary;

describe("cost of play", () => {
  it("offers the usual bets inside the game's range, its ends included", () => {
    expect(costOfPlayBets({ min: 0.1, max: 100 })).toEqual([0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100]);
    expect(costOfPlayBets({ min: 0.25, max: 40 })).toEqual([0.25, 0.5, 1, 2, 5, 10, 20, 40]);
  });

  it("reads a query leniently: an unknown bet or speed gives the defaults", () => {
    expect(costOfPlayQuery(summary, { bet: "2", speed: "turbo" })).toEqual({ bet: 2, speed: "turbo" });
    expect(costOfPlayQuery(summary, { bet: "3", speed: "warp" })).toEqual({ bet: 1, speed: "normal" });
    expect(costOfPlayQuery(summary, { bet: null })).toEqual({ bet: 1, speed: "normal" });
    expect(costOfPlayQuery({ ...summary, bet: { min: 2, max: 50 } }, {})).toEqual({
      bet: 2,
      speed: "normal",
    });
  });

  it("costs an hour at bet x (1 - RTP) x spins an hour, the chance of ending ahead the speed's own", () => {
    expect(costOfPlay(summary, 2, "turbo")).toMatchObject({
      stakedPerHour: 2880,
      speed: { ahead: 30.2 },
    });
    expect(costOfPlay(summary, 2, "turbo")?.expectedCostPerHour).toBeCloseTo(115.2, 10);
    expect(costOfPlay(summary, 0.5, "normal")?.expectedCostPerHour).toBeCloseTo(12, 10);
    expect(costOfPlay(summary, 1, "warp")).toBeNull();
  });
});
