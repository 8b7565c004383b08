import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { gameModel, gameSlugs } from "../games/index";
import type { GameModel } from "../model";
import { paidModes } from "./modes";
import type { ModeRow, ModesReport } from "./modes-report";
import { simulate } from "./simulate";
import { verificationSeed } from "./verification";

/**
 * The committed buy-mode report must still describe the models: a small fresh sample of every buy and
 * Double Chance mode on another seed has to agree with it within four combined standard errors, so a
 * change that moves a bought round's value without a new report (and a new calibration) fails here.
 */
const report = JSON.parse(
  readFileSync(new URL("../../rtp-results/buy-modes.json", import.meta.url), "utf8"),
) as ModesReport;

/**
 * Bought rounds are whole features, so 6,000 of them already bound a buy within four combined standard
 * errors of about ± 1.2 to 9 pp, and 400,000 Double Chance rounds within about ± 4 to 6 pp: a buy back
 * at 81% or 48%, or a Chance Level-up back at 110%, fails; a drift of a point or two does not.
 */
const sampleBuys = 6_000;
const sampleDoubleChance = 400_000;
const sampleSeed = 424_242;
/**
 * A fresh sample is seconds of synchronous play; on a 2-core machine busy with other test workers it
 * can take several times its quiet duration, so the default 5 s would fail a correct model.
 */
const freshSampleTimeoutMs = 60_000;

function modelOf(slug: string): GameModel {
  const model = gameModel(slug);
  if (!model) throw new Error(`No model for ${slug}`);
  return model;
}

function committedRow(slug: string, mode: string): ModeRow {
  const row = report.rows.find((candidate) => candidate.game === slug && candidate.mode === mode);
  if (!row) throw new Error(`The buy-mode report has no ${mode} row for ${slug}`);
  return row;
}

describe("committed buy-mode report", () => {
  it("covers every paid mode of every game on the verification seed to ± 0.1, each within its tolerance of the stated RTP", () => {
    const expected = gameSlugs.flatMap((slug) =>
      paidModes(modelOf(slug)).map((mode) => `${slug} ${mode.mode} ${mode.price}`),
    );
    expect(report.rows.map((row) => `${row.game} ${row.mode} ${row.price}`)).toEqual(expected);
    for (const row of report.rows) {
      const label = `${row.game} ${row.mode}`;
      expect(row.seed, label).toBe(verificationSeed);
      expect(row.statedRtp, label).toBe(modelOf(row.game).rtp);
      expect(row.spins, label).toBeGreaterThanOrEqual(1_000_000);
      expect(row.ci95, label).toBeLessThanOrEqual(0.1);
      expect(Math.abs(row.rtp - row.statedRtp), label).toBeLessThanOrEqual(report.tolerance);
    }
  });

  for (const slug of gameSlugs) {
    for (const mode of paidModes(modelOf(slug))) {
      it(`${slug} ${mode.mode} agrees with a fresh sample on another seed`, {
        timeout: freshSampleTimeoutMs,
      }, () => {
        const committed = committedRow(slug, mode.mode);
        const fresh = simulate(modelOf(slug), {
          spins: mode.buy ? sampleBuys : sampleDoubleChance,
          seed: sampleSeed,
          ...(mode.buy ? { buy: mode.buy } : {}),
          doubleChance: mode.doubleChance ?? false,
        });
        const error = Math.hypot(
          committed.standardDeviation / Math.sqrt(committed.spins),
          fresh.standardDeviation / Math.sqrt(fresh.spins),
        );
        expect(Math.abs(fresh.rtp - committed.rtp)).toBeLessThanOrEqual(4 * error * 100);
      });
    }
  }
});
