import type { GameSlug } from "@quillspin/content";
import type { Tuning } from "./shared/definition";

/** The seed of the committed RTP report (`npm run rtp`'s default); calibration uses another one. */
export const reportSeed = 20_260_101;

/**
 * Games too volatile for a calibration on an independent seed to reproduce within the report's tolerance
 * at 10 million spins: their base-game knob was settled on the report's own seed and spin count, so their
 * report row is no independent check (the report marks it). Each entry is the spin count it was settled at.
 */
export const calibratedOnReportSeed: Readonly<Partial<Record<GameSlug, number>>> = {
  "irish-riches-bonanza": 10000000,
  "leprechaun-jackpot-collector": 10000000,
};

/** Knob values found by the calibration script (src/cli/calibrate.ts), which rewrites this file. */
export const calibratedTuning: Readonly<Record<GameSlug, Tuning>> = {
  "double-fortune-panda": { freeCoin: 34.9464, wild: 7.10182 },
  "squid-gold-x2": { freeWild: 25.3018, wild: 12.879 },
  "brazilian-mask-fire": { freeWild: 9.69232, wild: 10.2015 },
  "cleos-riches-flexiways": { freeWild: 7.43391, wild: 3.81178, doubleChanceScatter: 1.50198 },
  "coral-reef-flexiways": { rain: 0.70437, height: 1.5203 },
  "fortune-777-respin": { wild: 12.4714 },
  "frozen-fruits-flexiways": { freeWild: 12.9069, wild: 8.57149 },
  "lucky-skulls-bonanza": { multiplierBoost: 1.84254, rose: 19.1588, doubleChanceScatter: 1.1657 },
  "lucky-santa-bonanza": { multiplierBoost: 1.70743, star: 19.3593 },
  "wild-dragon-respin": { wild: 8.38997 },
  "admiral-wilds": { freeWild: 19.2063, wild: 2.48726 },
  "irish-riches-bonanza": { freeWild: 5.91545, wild: 2.20181 },
  "yakuza-clash-hold-n-win": { coinChance: 0.302899, freeWild: 39.1489, wild: 15.4801 },
  "quest-of-ra": { wild: 1.1045 },
  "vampire-vault-hold-n-win": { coinChance: 0.506407, wild: 16.0449 },
  "monster-load-up-hold-and-win": { landChance: 0.764205, fourRespinGold: 8.80322, wild: 0.18092 },
  "leprechaun-jackpot-collector": { freeCollector: 1.64525, wild: 9.7916 },
  "hacker-crash-jackpot": { wild: 3.29956, levelUpWild: 0.774674 },
  "cash-multipliers-respin": { landChance: 0.0517466, wild: 6.25762 },
  "wild-yoga-collector": { gold: 2.78536, fourRespinGold: 6.63373, blend: 0.129926 },
};
