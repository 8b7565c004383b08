import { describe, expect, it } from "vitest";
import { createBoard } from "../../core/board";
import { sequenceRng } from "../../rng/sequence-rng";
import { paylines3x3, paylines5x3, paylines5x4, paylines5x5, paylines343 } from "./paylines";
import { placeStack } from "./stacks";

describe("payline maps", () => {
  const sets = { paylines5x3, paylines5x4, paylines5x5, paylines3x3, paylines343 };

  it("hold distinct lines that stay on the grid", () => {
    const rows = {
      paylines5x3: [3, 3, 3, 3, 3],
      paylines5x4: [4, 4, 4, 4, 4],
      paylines5x5: [5, 5, 5, 5, 5],
      paylines3x3: [3, 3, 3],
      paylines343: [3, 4, 3],
    };
    for (const [name, lines] of Object.entries(sets)) {
      expect(new Set(lines.map((line) => line.join())).size, name).toBe(lines.length);
      const heights = rows[name as keyof typeof rows];
      for (const line of lines) {
        for (const [reel, row] of line.entries()) expect(row).toBeLessThan(heights[reel] as number);
      }
    }
  });

  it("have the counts the catalogue states", () => {
    expect(paylines5x3).toHaveLength(25);
    expect(paylines5x4).toHaveLength(20);
    expect(paylines5x5).toHaveLength(100);
    expect(paylines343).toHaveLength(10);
    expect(paylines3x3).toHaveLength(5);
    // Squid Gold X2 plays the first 50 in the base game, and the X2 lines move at most one row per reel.
    for (const line of paylines5x5)
      for (let reel = 1; reel < 5; reel++)
        expect(Math.abs((line[reel] as number) - (line[reel - 1] as number))).toBeLessThanOrEqual(1);
  });
});

describe("stacks", () => {
  it("shows 1, 2 or 3 positions of a run of 3, depending on where it stops", () => {
    // int(5) picks the offset from -2 to 2.
    const shown = [0, 0.25, 0.45, 0.65, 0.85].map((draw) =>
      placeStack(createBoard(5, 3), 1, 7, 3, sequenceRng([draw])),
    );
    expect(shown).toEqual([1, 2, 3, 2, 1]);
  });
});
