import type { Tuning } from "./shared/definition";

/**
 * The lower RTP versions every game offers besides its stated one (decision 28), in per cent: each is
 * both the version's id and the target its knob is calibrated to.
 */
export const lowerVersionTargets = [94, 92, 88] as const;

/**
 * The version knob's value per game and version, found by the calibration script
 * (`calibrate.ts <slug> --version 94`) on the calibration seed, which rewrites this file.
 */
export const versionTuning: Readonly<Record<string, Readonly<Record<string, Tuning>>>> = {
  "double-fortune-panda": {
    "94": { payScale: 0.978272 },
    "92": { payScale: 0.957458 },
    "88": { payScale: 0.91583 },
  },
  "squid-gold-x2": {
    "94": { payScale: 0.959555 },
    "92": { payScale: 0.939139 },
    "88": { payScale: 0.898307 },
  },
  "brazilian-mask-fire": {
    "94": { payScale: 0.980515 },
    "92": { payScale: 0.959653 },
    "88": { payScale: 0.917929 },
  },
  "cleos-riches-flexiways": {
    "94": { payScale: 0.982578 },
    "92": { payScale: 0.961672 },
    "88": { payScale: 0.91986 },
  },
  "coral-reef-flexiways": {
    "94": { payScale: 0.966053 },
    "92": { payScale: 0.945498 },
    "88": { payScale: 0.90439 },
  },
  "fortune-777-respin": {
    "94": { payScale: 0.978851 },
    "92": { payScale: 0.958024 },
    "88": { payScale: 0.916371 },
  },
  "frozen-fruits-flexiways": {
    "94": { payScale: 0.980424 },
    "92": { payScale: 0.959564 },
    "88": { payScale: 0.917844 },
  },
  "lucky-skulls-bonanza": {
    "94": { payScale: 0.980139 },
    "92": { payScale: 0.959285 },
    "88": { payScale: 0.917577 },
  },
  "lucky-santa-bonanza": {
    "94": { payScale: 0.978325 },
    "92": { payScale: 0.957509 },
    "88": { payScale: 0.915879 },
  },
  "wild-dragon-respin": {
    "94": { payScale: 0.978851 },
    "92": { payScale: 0.958025 },
    "88": { payScale: 0.916372 },
  },
  "admiral-wilds": {
    "94": { payScale: 0.990962 },
    "92": { payScale: 0.969877 },
    "88": { payScale: 0.927709 },
  },
  "irish-riches-bonanza": {
    "94": { payScale: 0.971019 },
    "92": { payScale: 0.950359 },
    "88": { payScale: 0.909039 },
  },
  "yakuza-clash-hold-n-win": {
    "94": { payScale: 0.977821 },
    "92": { payScale: 0.957017 },
    "88": { payScale: 0.915407 },
  },
  "quest-of-ra": { "94": { payScale: 0.969692 }, "92": { payScale: 0.94906 }, "88": { payScale: 0.907797 } },
  "vampire-vault-hold-n-win": {
    "94": { payScale: 0.980849 },
    "92": { payScale: 0.95998 },
    "88": { payScale: 0.918242 },
  },
  "monster-load-up-hold-and-win": {
    "94": { payScale: 0.97541 },
    "92": { payScale: 0.954657 },
    "88": { payScale: 0.91315 },
  },
  "leprechaun-jackpot-collector": {
    "94": { payScale: 0.977777 },
    "92": { payScale: 0.956973 },
    "88": { payScale: 0.915365 },
  },
  "hacker-crash-jackpot": {
    "94": { payScale: 0.974831 },
    "92": { payScale: 0.95409 },
    "88": { payScale: 0.912608 },
  },
  "cash-multipliers-respin": {
    "94": { payScale: 0.983813 },
    "92": { payScale: 0.962881 },
    "88": { payScale: 0.921017 },
  },
  "wild-yoga-collector": {
    "94": { payScale: 0.973907 },
    "92": { payScale: 0.953185 },
    "88": { payScale: 0.911742 },
  },
};
