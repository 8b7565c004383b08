import { gameRecordBySlug } from "@quillspin/content";
import { describe, expect, it } from "vitest";
import type { GameModel } from "../model";
import { committedParSheet } from "../par/committed";
import { largestReachableWin } from "../par/reachable-win";
import { sequenceRng } from "../rng/sequence-rng";
import { spin } from "../spin";
import { gameModel, gameSlugs, rtpVersions } from "./index";

function model(slug: string, version?: number): GameModel {
  const found = gameModel(slug, version);
  if (!found) throw new Error(`No model for ${slug}${version === undefined ? "" : ` at ${version}`}`);
  return found;
}

/**
 * A stated max win is the studio's claim (decision 0033): every game of the registry must be able to pay
 * it. The bound is the models' own: the largest reachable win the PAR sheets print, from the committed
 * sheet's modes (a simulated round that reached the cap, unlimited retriggers, an argument that it is
 * reachable, or an argued bound below it).
 */
describe("stated max wins", () => {
  it.each(gameSlugs)("%s: its model can pay the max win its record states", (slug) => {
    const stated = gameRecordBySlug(slug)?.facts.max_win;
    const sheet = committedParSheet(slug);
    if (stated === undefined || !sheet) throw new Error(`${slug} has no record or no committed PAR sheet`);
    const game = model(slug);
    expect(game.maxWin).toBe(stated);
    const reachable = largestReachableWin(game, sheet.modes);
    expect(reachable.status, reachable.reasoning).not.toBe("below-cap");
    expect(reachable.win).toBeGreaterThanOrEqual(stated);
    // The committed sheet, which the pages, the info kit and the PDFs read, says the same.
    expect(sheet.largestReachableWin).toEqual(reachable);
  });

  // Replayable rounds at the cap, in the stated version and every lower one (whose pays are scaled down
  // before the cap, so a route that only just met the cap would fall short there).
  const versionsOf = (slug: string) => rtpVersions(slug).map((version) => version.id);

  it.each(versionsOf("fortune-777-respin"))(
    "Fortune 777 Respin (version %s): nine wilds and the wheel's x1000 segment pay the 5,000x cap",
    (version) => {
      const game = model("fortune-777-respin", version);
      // Nine cells drawn as the first symbol (the wild), no Diamond or Ruby stack, the wheel's last segment.
      const rng = sequenceRng([...Array(9).fill(0), 0.5, 0.5, 0.5, 0.999_999]);
      const result = spin(game, game.initialState(), { bet: 1, rng });
      expect(result.events).toContainEqual(expect.objectContaining({ type: "wheel", segment: "x1000" }));
      expect(result.winMultiple).toBe(5000);
      expect(result.capped).toBe(true);
    },
  );

  it("Fortune 777 Respin: the wheel's painted multipliers alone pay at most 1,000x", () => {
    const game = model("fortune-777-respin");
    // The same nine wilds on the 20x segment, the one before x1000.
    const wheelDraw = (100 - 0.0001) / 100.05;
    const result = spin(game, game.initialState(), {
      bet: 1,
      rng: sequenceRng([...Array(9).fill(0), 0.5, 0.5, 0.5, wheelDraw]),
    });
    expect(result.events).toContainEqual(expect.objectContaining({ type: "wheel", segment: "x20" }));
    expect(result.winMultiple).toBe(1000);
    expect(result.capped).toBe(false);
  });

  it.each(versionsOf("wild-yoga-collector"))(
    "Wild Yoga Collector (version %s): a bought Lotus Bonus filled with 50x gold coins pays the 8,000x cap",
    (version) => {
      const game = model("wild-yoga-collector", version);
      // On the first re-spin each of the 20 positions lands a coin (draw 0) of the table's last value (50x gold).
      const rng = sequenceRng(Array.from({ length: 20 }, () => [0, 0.999_999]).flat());
      const result = spin(game, game.initialState(), { bet: 1, rng, buy: "super-lotus-bonus" });
      expect(result.winMultiple).toBe(8000);
      expect(result.capped).toBe(true);
      expect(result.events).toContainEqual(expect.objectContaining({ type: "jackpot", tier: "full-grid" }));
      expect(result.steps.at(-1)?.wins.map((win) => win.kind)).toEqual(["coins", "jackpot"]);
    },
  );

  it("Wild Yoga Collector: a bonus one coin short of a full grid pays its coins only", () => {
    const game = model("wild-yoga-collector");
    // 19 gold 50x coins land on the first re-spin; the re-spins after it (3, and 1 from Lotus Energy) land nothing.
    const firstRespin = Array.from({ length: 20 }, (_, index) =>
      index < 19 ? [0, 0.999_999] : [0.999_999],
    ).flat();
    const rng = sequenceRng([...firstRespin, ...Array(10).fill(0.999_999)]);
    const result = spin(game, game.initialState(), { bet: 1, rng, buy: "super-lotus-bonus" });
    expect(result.winMultiple).toBe(950);
    expect(result.capped).toBe(false);
    expect(result.events.filter((event) => event.type === "jackpot")).toEqual([]);
  });
});
