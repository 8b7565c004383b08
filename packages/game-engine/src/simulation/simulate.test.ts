import { describe, expect, it } from "vitest";
import type { GameModel } from "../model";
import { simulate } from "./simulate";
import { winBandEdges } from "./tally";

/** One win from each band, the last one past the cap; every third band's rounds trigger a feature. */
const bandWins = [0, 0.5, 1, 3, 7, 15, 30, 70, 200, 700, 5000];

const banded: GameModel = {
  slug: "banded",
  name: "Banded",
  rtp: 96,
  rtpVersion: 96,
  payScale: 1,
  maxWin: 2000,
  winTiers: [20, 40, 60],
  symbols: [],
  buyOptions: [{ id: "bonus", label: "Bonus", price: 100 }],
  features: ["bonus"],
  triggers: [],
  initialState: () => ({}),
  play(round, request, state) {
    const band = request.buy ? bandWins.length - 1 : round.rng.int(bandWins.length);
    if (band % 3 === 2) round.trigger("bonus");
    round.award(bandWins[band] as number, "base-lines");
    return state;
  },
};

describe("simulate", () => {
  const spins = 110_000;
  const stats = simulate(banded, { spins, seed: 5 });

  it("shares the rounds out over fixed win bands in multiples of the bet", () => {
    expect(stats.winDistribution.map((bucket) => [bucket.from, bucket.to])).toEqual([
      [0, 0],
      ...winBandEdges.map((from, index) => [from, winBandEdges[index + 1] ?? null]),
    ]);
    expect(stats.winDistribution.at(-1)).toMatchObject({ from: 1000, to: null });
    for (const bucket of stats.winDistribution) expect(bucket.share).toBeCloseTo(100 / 11, 0);
    const total = stats.winDistribution.reduce((sum, bucket) => sum + bucket.share, 0);
    expect(total).toBeCloseTo(100, 9);
    expect(stats.hitFrequency).toBeCloseTo(100 - (stats.winDistribution[0]?.share ?? 0), 9);
  });

  it("counts the rounds cut at the max win and the bonus frequency as 1 in N", () => {
    expect(stats.largestWin).toBe(2000);
    expect(stats.maxWinHits / spins).toBeCloseTo(1 / 11, 2);
    expect(stats.bonusFrequency).toBeCloseTo(11 / 3, 1);
    expect(stats.featureRates.bonus).toBeCloseTo(300 / 11, 0);
  });

  it("measures the return on the price of a bought round and reports no bonus when none triggers", () => {
    const bought = simulate(banded, { spins: 100, seed: 5, buy: "bonus" });
    expect(bought.mode).toBe("buy:bonus");
    expect(bought.rtp).toBe(2000);
    expect(bought.maxWinHits).toBe(100);
    const plain = simulate(
      {
        ...banded,
        play: (round, _request, state) => {
          round.award(1, "base-lines");
          return state;
        },
      },
      {
        spins: 100,
        seed: 5,
      },
    );
    expect(plain.bonusFrequency).toBeNull();
    expect(plain.rtp).toBe(100);
    expect(plain.ci95).toBe(0);
  });
});
