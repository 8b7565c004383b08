import { describe, expect, it } from "vitest";
import { statesFigure } from "./figure-search";

describe("statesFigure", () => {
  it("finds a figure whatever the case and spacing", () => {
    expect(statesFigure("Three scatters award 8 Free  Spins.", "8 free spins")).toBe(true);
  });

  it("never finds a number inside a longer one", () => {
    expect(statesFigure("The Buy Bonus costs 140x.", "40x")).toBe(false);
    expect(statesFigure("Land five to win 18 free spins.", "8 free spins")).toBe(false);
    expect(statesFigure("RTP 96.061%", "96.06%")).toBe(false);
    expect(statesFigure("Bets up to 1,000x", "1x")).toBe(false);
  });

  it("lets … stand for any words within one sentence only", () => {
    const text = "3 scatters on reels 2, 3 and 4 award 8 free spins. The round adds 5.";
    expect(statesFigure(text, "reels 2, 3 and 4 … 8 free spins")).toBe(true);
    expect(statesFigure(text, "reels 2, 3 and 4 … adds 5")).toBe(false);
  });

  it("accepts any of several wordings", () => {
    expect(statesFigure("Nine mask scatters in view", ["9 mask scatters", "nine mask scatters"])).toBe(true);
  });
});
