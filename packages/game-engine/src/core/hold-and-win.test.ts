import { describe, expect, it } from "vitest";
import { sequenceRng } from "../rng/sequence-rng";
import { type Coin, type HoldAndWinRules, runHoldAndWin, taperedChance } from "./hold-and-win";
import { Round } from "./round";

const cash = (value: number): Coin => ({ symbol: "coin", kind: "cash", value });

/** Four positions; a draw below 0.5 lands a coin worth 1 (drawCoin itself draws nothing). */
const rules: HoldAndWinRules = {
  name: "hold-and-win",
  positions: 4,
  respins: 3,
  resetTo: 3,
  landChance: () => 0.5,
  drawCoin: () => cash(1),
};

describe("Hold & Win", () => {
  it("starts with 3 respins and ends when they run out without a new coin", () => {
    const round = new Round(sequenceRng([0.9, 0.9, 0.9, 0.9, 0.9, 0.9]), 5000, false);
    const outcome = runHoldAndWin(round, rules, [cash(5), null, cash(2), null]);
    expect(outcome.respinsPlayed).toBe(3);
    expect(outcome.full).toBe(false);
  });

  it("resets the count to 3 on each new coin", () => {
    const left: number[] = [];
    // Respin 1: a coin lands on position 1, position 3 stays empty. Then three empty respins.
    const round = new Round(sequenceRng([0.1, 0.9, 0.9, 0.9, 0.9]), 5000, false);
    const outcome = runHoldAndWin(round, rules, [cash(5), null, cash(2), null], (_, respins) =>
      left.push(respins),
    );
    expect(left).toEqual([3, 2, 1, 0]);
    expect(outcome.cells.filter(Boolean)).toHaveLength(3);
  });

  it("ends at once when the grid is full", () => {
    const round = new Round(sequenceRng([0.1, 0.1]), 5000, false);
    const outcome = runHoldAndWin(round, rules, [cash(5), null, cash(2), null]);
    expect(outcome).toMatchObject({ full: true, respinsPlayed: 1 });
  });

  it("gives an extra spin when the meter reaches its points", () => {
    const left: number[] = [];
    const round = new Round(sequenceRng([0.1, 0.9, 0.9, 0.9, 0.9, 0.9]), 5000, false);
    runHoldAndWin(
      round,
      { ...rules, meter: { name: "booster", points: 1, perCoin: () => 1 } },
      [cash(5), null, cash(2), null],
      (_, respins) => left.push(respins),
    );
    expect(left).toEqual([4, 3, 2, 1, 0]);
  });

  it("lets a landing multiplier load the coins already locked", () => {
    const round = new Round(sequenceRng([0.1, 0.9, 0.9, 0.9, 0.9]), 5000, false);
    const outcome = runHoldAndWin(
      round,
      {
        ...rules,
        drawCoin: () => ({ symbol: "frankenstein", kind: "multiplier", value: 3 }),
        onLand: (coin, locked) => {
          for (const cell of locked) if (cell?.kind === "cash") cell.value *= coin.value;
        },
      },
      [cash(5), null, cash(2), null],
    );
    expect(outcome.cells.map((cell) => cell?.value ?? 0)).toEqual([15, 3, 6, 0]);
  });

  it("lowers the land chance as the grid fills", () => {
    const chance = taperedChance(0.2, 15, 2);
    expect(chance(0)).toBeCloseTo(0.2);
    expect(chance(14)).toBeCloseTo(0.2 / 225);
  });
});
