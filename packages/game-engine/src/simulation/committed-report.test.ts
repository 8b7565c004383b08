import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { gameModel, gameSlugs } from "../games/index";
import { reportSeed } from "../games/tuning";
import type { Report, ReportRow } from "./report";
import { simulate, winBandEdges } from "./simulate";

/**
 * The committed report must still describe the models: a fresh sample on another seed has to agree with
 * it within four combined standard errors, so a paytable or tuning change without a new report fails here.
 */
const report = JSON.parse(
  readFileSync(new URL("../../rtp-results/simulated-rtp.json", import.meta.url), "utf8"),
) as Report;

const sampleSpins = 100_000;
const sampleSeed = 424_242;
/**
 * A fresh sample is seconds of synchronous play; on a 2-core machine busy with other test workers it
 * can take several times its quiet duration, so the default 5 s would fail a correct model.
 */
const freshSampleTimeoutMs = 60_000;

function committedRow(slug: string): ReportRow {
  const row = report.rows.find((candidate) => candidate.game === slug && candidate.mode === "base");
  if (!row) throw new Error(`The committed report has no base row for ${slug}`);
  return row;
}

/** Two sampled shares (per cent) agree within four combined binomial standard errors. */
function expectSameShare(fresh: number, committed: number, freshSpins: number, committedSpins: number) {
  const rate = committed / 100;
  const error = Math.sqrt(Math.max(rate * (1 - rate), 1e-6) * (1 / freshSpins + 1 / committedSpins));
  expect(Math.abs(fresh - committed)).toBeLessThanOrEqual(4 * error * 100);
}

describe("committed RTP report", () => {
  it("covers every game in base mode at 10 million spins, each within the report's tolerance", () => {
    expect(report.rows.map((row) => row.game).sort()).toEqual([...gameSlugs].sort());
    for (const row of report.rows) {
      expect(row.mode).toBe("base");
      expect(row.spins).toBe(10_000_000);
      expect(row.seed).toBe(reportSeed);
      expect(row.statedRtp).toBe(gameModel(row.game)?.rtp);
      expect(Math.abs(row.rtp - row.statedRtp), row.game).toBeLessThanOrEqual(report.tolerance);
      expect(row.winDistribution.map((bucket) => bucket.from)).toEqual([0, ...winBandEdges]);
      const shares = row.winDistribution.reduce((total, bucket) => total + bucket.share, 0);
      expect(shares).toBeCloseTo(100, 6);
      expect(row.winDistribution[0]?.share).toBeCloseTo(100 - row.hitFrequency, 6);
    }
  });

  for (const slug of gameSlugs) {
    it(`${slug} agrees with a fresh sample on another seed`, { timeout: freshSampleTimeoutMs }, () => {
      const committed = committedRow(slug);
      const model = gameModel(slug);
      if (!model) throw new Error(`No model for ${slug}`);
      const fresh = simulate(model, { spins: sampleSpins, seed: sampleSeed });
      const rtpError = Math.hypot(
        committed.standardDeviation / Math.sqrt(committed.spins),
        fresh.standardDeviation / Math.sqrt(fresh.spins),
      );
      expect(Math.abs(fresh.rtp - committed.rtp)).toBeLessThanOrEqual(4 * rtpError * 100);
      expectSameShare(fresh.hitFrequency, committed.hitFrequency, fresh.spins, committed.spins);
      // The win bands are shares too; a paytable or weight change moves rounds between them.
      for (const [band, bucket] of committed.winDistribution.entries()) {
        const share = fresh.winDistribution[band]?.share ?? 0;
        expectSameShare(share, bucket.share, fresh.spins, committed.spins);
      }
    });
  }
});
