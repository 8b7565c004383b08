import { describe, expect, it } from "vitest";
import { gameDefinition, gameModel } from "../games/index";
import type { GameModel } from "../model";
import { exactRtpOf } from "./exact-calibration";

/**
 * The games whose whole round is computed exactly have their knobs solved on that exact figure
 * (`calibrate.ts --exact`), so every mode a knob is tuned for returns the stated RTP to within what
 * rounding the knob to six digits leaves: no sample stands between the maths and the stated figure.
 */
describe("games calibrated on their exact RTP", () => {
  for (const slug of [
    "squid-gold-x2",
    "frozen-fruits-flexiways",
    "quest-of-ra",
    "double-fortune-panda",
    "brazilian-mask-fire",
    "coral-reef-flexiways",
  ]) {
    it(`${slug}: the base game and every buy return the stated RTP exactly`, { timeout: 60_000 }, () => {
      const model = gameModel(slug) as GameModel;
      const definition = gameDefinition(slug);
      if (!definition) throw new Error(`No definition for ${slug}`);
      expect(definition.knobs.length).toBeGreaterThan(0);
      for (const knob of definition.knobs) {
        const rtp = exactRtpOf(model, knob);
        expect(rtp, `${slug} ${knob.name}`).not.toBeNull();
        expect(Math.abs((rtp as number) - model.rtp), `${slug} ${knob.name}`).toBeLessThan(0.001);
      }
    });
  }
});
