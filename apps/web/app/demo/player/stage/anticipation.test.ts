import { type DemoStep, demoRoundSchema } from "@quillspin/contracts";
import { featureTriggers } from "@quillspin/game-engine";
import { describe, expect, it } from "vitest";
import { asDemoRound, modelOf, seededResults } from "../../../../test/support/engine-rounds";
import { anticipationFrom } from "./anticipation";

/**
 * A screen of `heights` reels filled with a symbol that starts nothing, with `symbols` laid on reels
 * from the top: `{ 1: ["scatter"] }` puts a scatter at the top of the second reel.
 */
function screen(
  heights: readonly number[],
  symbols: Readonly<Record<number, readonly string[]>>,
  phase: DemoStep["phase"] = "base",
): DemoStep {
  const grid = heights.map((rows, reel) => {
    const laid = symbols[reel] ?? [];
    return Array.from({ length: rows }, (_, row) => laid[row] ?? "filler");
  });
  return { phase, grid, wins: [], win: 0 };
}

const fiveByThree = [3, 3, 3, 3, 3];
const sixByFive = [5, 5, 5, 5, 5, 5];

/** The first reel that spins on for `slug`'s screen, with Double Chance on or off. */
function from(slug: string, step: DemoStep, doubleChance = false): number | null {
  const triggers = featureTriggers(slug);
  expect(triggers.length, slug).toBeGreaterThan(0);
  return anticipationFrom(step, triggers, doubleChance);
}

describe("anticipation", () => {
  it("spins on after two Golden Suns in Quest of Ra, whose free spins start at three", () => {
    const sun = ["golden-sun-scatter"];
    expect(from("quest-of-ra", screen(fiveByThree, { 0: sun, 1: sun }))).toBe(2);
    expect(from("quest-of-ra", screen(fiveByThree, { 0: sun, 3: sun }))).toBe(4);
    expect(from("quest-of-ra", screen(fiveByThree, { 0: sun }))).toBeNull();
    // The second sun on the last reel leaves no reel to bring a third.
    expect(from("quest-of-ra", screen(fiveByThree, { 0: sun, 4: sun }))).toBeNull();
    // Free spins add no spins, and a cascade or respin spins no whole reels.
    expect(from("quest-of-ra", screen(fiveByThree, { 0: sun, 1: sun }, "free-spin"))).toBeNull();
    expect(from("quest-of-ra", screen(fiveByThree, { 0: sun, 1: sun }, "cascade"))).toBeNull();
  });

  it("counts Quest of Ra's Golden Suns as they landed, a sun a Falcon then spread over too", () => {
    const sun = "golden-sun-scatter";
    const falcon = "falcon-of-ra-wild";
    // Suns on the first two reels; the Falcon that landed under the second spread over it.
    const { grid: landed } = screen(fiveByThree, { 0: [sun], 1: [sun, falcon] });
    const expanded = screen(fiveByThree, { 0: [sun], 1: [falcon, falcon, falcon] });
    expect(from("quest-of-ra", { ...expanded, ...(landed ? { landed } : {}) })).toBe(2);
    // A round stored before steps carried their landed screen shows one sun: nothing to anticipate.
    expect(from("quest-of-ra", expanded)).toBeNull();
  });

  it("anticipates real Quest of Ra rounds on their landed screens, as the player receives them", () => {
    const triggers = featureTriggers("quest-of-ra");
    let covered = 0;
    for (const result of seededResults(modelOf("quest-of-ra"), 1500, 0)) {
      const round = asDemoRound(result);
      // The contract the player and the replay parse rounds with keeps the landed screens.
      const received = demoRoundSchema.parse(round);
      expect(received.steps).toEqual(round.steps);
      for (const step of received.steps) {
        if (!step.landed) continue;
        const { landed, ...expanded } = step;
        const anticipated = anticipationFrom(step, triggers, false);
        // The screen the reels stop on decides, whatever the Falcons covered afterwards.
        expect(anticipated).toBe(anticipationFrom({ ...expanded, grid: landed }, triggers, false));
        if (anticipated !== anticipationFrom(expanded, triggers, false)) covered++;
      }
    }
    expect(covered).toBeGreaterThan(0);
  });

  it("waits for three scatters in a bonanza game that starts free spins at four, and two in its free spins", () => {
    const two = ["scatter", "scatter"];
    expect(from("lucky-santa-bonanza", screen(sixByFive, { 0: two, 2: ["scatter"] }))).toBe(3);
    expect(from("lucky-santa-bonanza", screen(sixByFive, { 0: two }))).toBeNull();
    // Three retrigger free spins on the cluster grid.
    expect(from("lucky-santa-bonanza", screen(sixByFive, { 0: two }, "free-spin"))).toBe(1);
    const rainbows = { 1: ["rainbow-scatter", "rainbow-scatter", "rainbow-scatter"] };
    expect(from("irish-riches-bonanza", screen([7, 7, 7, 7, 7, 7, 7], rainbows))).toBe(2);
  });

  it("counts Hacker Crash's scatters to five, four under Chance Level-up, apart from its free-spin symbols", () => {
    const scatter = ["scatter"];
    const four = screen(fiveByThree, { 0: scatter, 1: ["scatter", "scatter"], 2: scatter });
    expect(from("hacker-crash-jackpot", four)).toBe(3);
    const three = screen(fiveByThree, { 0: scatter, 1: scatter, 2: scatter });
    expect(from("hacker-crash-jackpot", three)).toBeNull();
    expect(from("hacker-crash-jackpot", three, true)).toBe(3);
    // Two scatters and a free-spin symbol are not three of anything.
    const mixed = screen(fiveByThree, { 0: scatter, 1: scatter, 2: ["free-spins"] });
    expect(from("hacker-crash-jackpot", mixed, true)).toBeNull();
    const freeSpins = screen(fiveByThree, { 0: ["free-spins"], 1: ["free-spins"] });
    expect(from("hacker-crash-jackpot", freeSpins)).toBe(2);
    expect(from("hacker-crash-jackpot", { ...freeSpins, phase: "free-spin" })).toBeNull();
    // Server Crash starts by chance, not by its coins.
    expect(
      from("hacker-crash-jackpot", screen(fiveByThree, { 0: ["coin", "coin", "coin"], 1: ["coin"] })),
    ).toBeNull();
  });

  it("spins on after four Fortune Coins in Double Fortune Panda, which pays them at five", () => {
    const heights = [3, 4, 3];
    expect(
      from(
        "double-fortune-panda",
        screen(heights, { 0: ["fortune-coin"], 1: ["fortune-coin", "fortune-coin", "fortune-coin"] }),
      ),
    ).toBe(2);
    expect(
      from("double-fortune-panda", screen(heights, { 0: ["fortune-coin", "fortune-coin", "fortune-coin"] })),
    ).toBeNull();
    expect(from("double-fortune-panda", screen(heights, { 0: ["golden-gong"], 1: ["golden-gong"] }))).toBe(2);
  });

  it("anticipates a Hold & Win one coin short, and free spins only while a scatter reel is left", () => {
    const coins = { 0: ["gold-coin", "gold-coin-major", "gold-coin"], 1: ["gold-coin", "gold-coin-mini"] };
    expect(from("yakuza-clash-hold-n-win", screen(fiveByThree, coins))).toBe(2);
    const sakura = ["sakura-scatter"];
    expect(from("yakuza-clash-hold-n-win", screen(fiveByThree, { 1: sakura, 2: sakura }))).toBe(3);
    // Its scatters land on reels 2 to 4 only: with the second missing, the last two leave none to come.
    expect(from("yakuza-clash-hold-n-win", screen(fiveByThree, { 2: sakura, 3: sakura }))).toBeNull();
  });

  it("never anticipates Fortune 777, whose features start on whole reels, not a count", () => {
    expect(featureTriggers("fortune-777-respin")).toEqual([]);
    const step = screen([3, 3, 3], { 0: ["ruby", "ruby", "ruby"] });
    expect(anticipationFrom(step, featureTriggers("fortune-777-respin"), false)).toBeNull();
  });
});
