import type { Tuning } from "./shared/definition";

/** Knob values found by the calibration script (src/cli/calibrate.ts), which rewrites this file. */
export const calibratedTuning: Readonly<Record<string, Tuning>> = {
  "double-fortune-panda": { freeCoin: 31.6138, wild: 7.17423 },
  "squid-gold-x2": { freeWild: 25.2948, wild: 12.9116 },
  "brazilian-mask-fire": { freeWild: 9.70683, wild: 10.2069 },
  "cleos-riches-flexiways": { freeWild: 7.44456, wild: 3.79303, doubleChanceScatter: 1.48648 },
  "coral-reef-flexiways": { rain: 0.8, height: 1.5 },
  "fortune-777-respin": { wild: 12.4766 },
  "frozen-fruits-flexiways": { freeWild: 12.9371, wild: 6.49921 },
  "lucky-skulls-bonanza": { multiplierBoost: 2.8, rose: 21.8428, doubleChanceScatter: 1.28392 },
  "lucky-santa-bonanza": { multiplierBoost: 2.8, star: 21.9901 },
  "wild-dragon-respin": { wild: 8.40596 },
  "admiral-wilds": { freeWild: 13.627, wild: 1.83665 },
  "irish-riches-bonanza": { freeWild: 1, wild: 1 },
  "yakuza-clash-hold-n-win": { coinChance: 0.3, freeWild: 40, wild: 14 },
  "quest-of-ra": { wild: 1.05 },
  "vampire-vault-hold-n-win": { coinChance: 0.3, wild: 14 },
  "monster-load-up-hold-and-win": { landChance: 0.3, wild: 2 },
  "leprechaun-jackpot-collector": { freeCollector: 3, wild: 3 },
  "hacker-crash-jackpot": { wild: 3 },
  "cash-multipliers-respin": { landChance: 0.2, wild: 3 },
  "wild-yoga-collector": { landChance: 0.3, wild: 2 },
};
