import type { GameSlug } from "@quillspin/content";
import type { Tuning } from "./shared/definition";

/**
 * The lower RTP versions every game offers besides its stated one (decision 28), in per cent: each is
 * both the version's id and the target its knob is calibrated to.
 */
export const lowerVersionTargets = [94, 92, 88] as const;
export type LowerVersionTarget = (typeof lowerVersionTargets)[number];

export function isLowerVersion(version: number): version is LowerVersionTarget {
  return (lowerVersionTargets as readonly number[]).includes(version);
}

/** Each game's knob values for each lower version: a game or a version without them does not compile. */
export type VersionTunings = Readonly<Record<GameSlug, Readonly<Record<LowerVersionTarget, Tuning>>>>;

/**
 * The version knob's value per game and version, found by the calibration script
 * (`calibrate.ts <slug> --version 94`) on the calibration seed, which rewrites this file.
 */
export const versionTuning: VersionTunings = {
  "double-fortune-panda": {
    "94": { payScale: 0.978555 },
    "92": { payScale: 0.957734 },
    "88": { payScale: 0.916094 },
  },
  "squid-gold-x2": {
    "94": { payScale: 0.959181 },
    "92": { payScale: 0.938773 },
    "88": { payScale: 0.897957 },
  },
  "brazilian-mask-fire": {
    "94": { payScale: 0.978966 },
    "92": { payScale: 0.958137 },
    "88": { payScale: 0.916479 },
  },
  "cleos-riches-flexiways": {
    "94": { payScale: 0.980085 },
    "92": { payScale: 0.959233 },
    "88": { payScale: 0.917527 },
  },
  "coral-reef-flexiways": {
    "94": { payScale: 0.978347 },
    "92": { payScale: 0.957531 },
    "88": { payScale: 0.9159 },
  },
  "fortune-777-respin": {
    "94": { payScale: 0.979473 },
    "92": { payScale: 0.958633 },
    "88": { payScale: 0.916953 },
  },
  "frozen-fruits-flexiways": {
    "94": { payScale: 0.978147 },
    "92": { payScale: 0.957336 },
    "88": { payScale: 0.915713 },
  },
  "lucky-skulls-bonanza": {
    "94": { payScale: 0.977537 },
    "92": { payScale: 0.956739 },
    "88": { payScale: 0.915141 },
  },
  "lucky-santa-bonanza": {
    "94": { payScale: 0.977944 },
    "92": { payScale: 0.957137 },
    "88": { payScale: 0.915522 },
  },
  "wild-dragon-respin": {
    "94": { payScale: 0.978659 },
    "92": { payScale: 0.957836 },
    "88": { payScale: 0.916191 },
  },
  "admiral-wilds": {
    "94": { payScale: 0.980494 },
    "92": { payScale: 0.959633 },
    "88": { payScale: 0.91791 },
  },
  "irish-riches-bonanza": {
    "94": { payScale: 0.981558 },
    "92": { payScale: 0.960674 },
    "88": { payScale: 0.918906 },
  },
  "yakuza-clash-hold-n-win": {
    "94": { payScale: 0.979677 },
    "92": { payScale: 0.958833 },
    "88": { payScale: 0.917144 },
  },
  "quest-of-ra": {
    "94": { payScale: 0.975508 },
    "92": { payScale: 0.954752 },
    "88": { payScale: 0.913242 },
  },
  "vampire-vault-hold-n-win": {
    "94": { payScale: 0.980176 },
    "92": { payScale: 0.959321 },
    "88": { payScale: 0.917612 },
  },
  "monster-load-up-hold-and-win": {
    "94": { payScale: 0.976623 },
    "92": { payScale: 0.955844 },
    "88": { payScale: 0.914286 },
  },
  "leprechaun-jackpot-collector": {
    "94": { payScale: 0.981978 },
    "92": { payScale: 0.961084 },
    "88": { payScale: 0.919298 },
  },
  "hacker-crash-jackpot": {
    "94": { payScale: 0.979167 },
    "92": { payScale: 0.958333 },
    "88": { payScale: 0.916667 },
  },
  "cash-multipliers-respin": {
    "94": { payScale: 0.979983 },
    "92": { payScale: 0.959133 },
    "88": { payScale: 0.917431 },
  },
  "wild-yoga-collector": {
    "94": { payScale: 0.979473 },
    "92": { payScale: 0.958633 },
    "88": { payScale: 0.916953 },
  },
};
