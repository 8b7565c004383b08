import { describe, expect, it } from "vitest";
import { sequenceRng } from "../rng/sequence-rng";
import { playFreeSpins, spinsForCount } from "./free-spins";
import { Round } from "./round";

describe("free spins", () => {
  it("plays every spin and adds the spins a retrigger brings", () => {
    const round = new Round(sequenceRng([]), 5000, false);
    const played: number[] = [];
    const total = playFreeSpins(round, 3, ({ spin }) => {
      played.push(spin);
      return spin === 2 ? 5 : 0;
    });
    expect(total).toBe(8);
    expect(played).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("stops as soon as the round reaches the max win", () => {
    const round = new Round(sequenceRng([]), 100, false);
    const total = playFreeSpins(round, 10, () => {
      round.award(40, "free-spins");
      return 0;
    });
    expect(total).toBe(3);
    expect(round.win).toBe(100);
    expect(round.capped).toBe(true);
  });

  it("looks up the award for a scatter count", () => {
    const table = { 3: 8, 4: 12, 5: 20 };
    expect([2, 3, 4, 5, 6].map((count) => spinsForCount(table, count))).toEqual([0, 8, 12, 20, 20]);
  });
});
