import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { gameModel } from "../games/index";
import type { GameModel } from "../model";
import { simulateVersionsInParallel } from "./parallel";
import { simulateRange } from "./simulate";
import type { SimulationTally } from "./tally";

/**
 * Lower RTP versions tallied on the stated version's rounds must count exactly what their own runs count:
 * the same rounds, hits, caps, bands and features, and the same sums up to floating-point rounding.
 */
function expectSameTally(alongside: SimulationTally, own: SimulationTally, seed: number) {
  const message = `seed ${seed}`;
  expect(alongside.spins, message).toBe(own.spins);
  expect(alongside.hits, message).toBe(own.hits);
  expect(alongside.capped, message).toBe(own.capped);
  expect(alongside.featured, message).toBe(own.featured);
  expect(alongside.features, message).toEqual(own.features);
  expect(alongside.bands, message).toEqual(own.bands);
  for (const field of [
    "total",
    "squares",
    "rest",
    "restSquares",
    "exact",
    "exactSquares",
    "largest",
  ] as const)
    expect(Math.abs(alongside[field] - own[field]), `${field}, ${message}`).toBeLessThanOrEqual(
      1e-9 * Math.max(1, Math.abs(own[field])),
    );
}

function versionsOf(slug: string, ids: readonly number[]): GameModel[] {
  return ids.map((id) => {
    const model = gameModel(slug, id);
    if (!model) throw new Error(`${slug} has no version ${id}`);
    return model;
  });
}

/** A model whose max win is low enough that many rounds reach it, so the replayed path is exercised. */
function withMaxWin(model: GameModel, maxWin: number): GameModel {
  return { ...model, maxWin };
}

describe("RTP versions tallied alongside the stated version", () => {
  const seed = randomInt(2 ** 31);

  for (const slug of ["quest-of-ra", "cash-multipliers-respin", "double-fortune-panda"]) {
    it(`${slug}: each version's tally is its own run's`, { timeout: 60_000 }, () => {
      const stated = gameModel(slug) as GameModel;
      const versions = versionsOf(slug, [94, 88]);
      const run = simulateRange(stated, { spins: 30_000, seed }, 0, 30_000, undefined, versions);
      versions.forEach((version, at) => {
        const own = simulateRange(version, { spins: 30_000, seed }, 0, 30_000);
        expectSameTally(run.versionTallies[at] as SimulationTally, own, seed);
      });
    });

    it(`${slug}: rounds the max win cuts short are played again at the version`, { timeout: 60_000 }, () => {
      // Cash Multipliers carries its star bulbs from round to round, so a capped round can leave a version's
      // state apart from the stated one's until they meet again.
      const stated = withMaxWin(gameModel(slug) as GameModel, 12);
      const versions = versionsOf(slug, [94, 88]).map((version) => withMaxWin(version, 12));
      const run = simulateRange(stated, { spins: 30_000, seed }, 0, 30_000, undefined, versions);
      expect(run.capped, `seed ${seed}`).toBeGreaterThan(20);
      versions.forEach((version, at) => {
        const own = simulateRange(version, { spins: 30_000, seed }, 0, 30_000);
        expectSameTally(run.versionTallies[at] as SimulationTally, own, seed);
      });
    });
  }

  it("gives each version's statistics from worker threads, the same as on one thread", {
    timeout: 60_000,
  }, async () => {
    const stated = gameModel("quest-of-ra") as GameModel;
    const versions = versionsOf("quest-of-ra", [92]);
    const options = { spins: 40_000, seed };
    const threaded = await simulateVersionsInParallel(stated, versions, options, 2);
    const single = await simulateVersionsInParallel(stated, versions, options, 1);
    expect(threaded.versions[0]?.rtp).toBeCloseTo(single.versions[0]?.rtp ?? Number.NaN, 9);
    expect(threaded.versions[0]?.hitFrequency).toBe(single.versions[0]?.hitFrequency);
    expect(threaded.stated.rtp).toBeCloseTo(single.stated.rtp, 9);
    // The version pays its scale of every stated pay on these rounds (no round comes near the cap).
    const scale = versions[0]?.payScale ?? Number.NaN;
    expect(threaded.versions[0]?.rtp).toBeCloseTo(threaded.stated.rtp * scale, 6);
  });

  it("refuses to tally another game's model as a version", () => {
    const stated = gameModel("quest-of-ra") as GameModel;
    expect(() =>
      simulateRange(stated, { spins: 10, seed }, 0, 10, undefined, versionsOf("wild-yoga-collector", [94])),
    ).toThrow(/not a version/);
  });
});
