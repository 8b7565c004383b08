import type { DemoRound } from "@quillspin/contracts";
import { describe, expect, it } from "vitest";
import { autoplayStop } from "./autoplay";

const round = (phases: DemoRound["steps"][number]["phase"][], features: string[] = []): DemoRound => ({
  id: "00000000-0000-4000-8000-000000000001",
  bet: 1,
  cost: 1,
  buy: null,
  double_chance: false,
  win_multiple: 0,
  win: 0,
  capped: false,
  tier: null,
  features,
  steps: phases.map((phase) => ({ phase, wins: [], win: 0 })),
  events: [],
});

describe("autoplay stop rules", () => {
  it("goes on after a plain spin while spins and balance remain", () => {
    expect(autoplayStop(round(["base"]), 5, 100, 1)).toBeNull();
    expect(autoplayStop(round(["base", "cascade", "cascade"]), 1, 1, 1)).toBeNull();
  });

  it("stops when the count runs out", () => {
    expect(autoplayStop(round(["base"]), 0, 100, 1)).toBe("finished");
  });

  it("stops on any feature, before the count or the balance", () => {
    expect(autoplayStop(round(["base", "free-spin"]), 5, 100, 1)).toBe("feature");
    expect(autoplayStop(round(["base", "respin"]), 0, 0, 1)).toBe("feature");
    expect(autoplayStop(round(["base"], ["random-wilds"]), 5, 100, 1)).toBe("feature");
  });

  it("stops when the balance no longer covers the next spin", () => {
    expect(autoplayStop(round(["base"]), 5, 0.99, 1)).toBe("balance");
    expect(autoplayStop(round(["base"]), 5, 1, 1)).toBeNull();
  });
});
