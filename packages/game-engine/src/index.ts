export type { Position } from "./core/board";
export type { FeatureEvent } from "./core/events";
export type { FeatureTrigger, TriggerCounts, TriggerScreen } from "./core/feature-trigger";
export {
  type CardColour,
  canGamble,
  type GambleRequest,
  type GambleResult,
  gamble,
  gambleMoves,
} from "./core/gamble";
export type { Ratio } from "./core/ratio";
export type { Step } from "./core/step";
export type { WheelFace } from "./core/wheel";
export type { Win } from "./core/win";
export { type WinTier, type WinTiers, winTier } from "./core/win-tiers";
export {
  featureTriggers,
  gameDefinition,
  gameModel,
  gameSlugs,
  type PrintedSymbolPays,
  printedPaytable,
  type RtpVersion,
  rtpVersions,
  statedFigures,
  statedVersion,
  wheelFaces,
} from "./games/index";
export { lowerVersionTargets } from "./games/rtp-versions";
export type { GameDefinition, GameMathsDefinition, Knob, Tuning } from "./games/shared/definition";
export { type RtpVersionFigures, rtpVersionFigures, type VerifiedRtp } from "./games/version-figures";
export {
  costInMinorUnits,
  type MinorUnitsProduct,
  minorUnitsTimes,
  winInMinorUnits,
} from "./minor-units";
export type { BuyOption, GameMaths, GameModel, GameState, PlayRequest, StatedFigures } from "./model";
export { cryptoRng } from "./rng/crypto-rng";
export type { Rng } from "./rng/rng";
export { seededRng } from "./rng/seeded-rng";
export { sequenceRng } from "./rng/sequence-rng";
export type { Report, ReportRow } from "./simulation/report";
export {
  type SimulationOptions,
  type SimulationStats,
  simulate,
  type WinBucket,
} from "./simulation/simulate";
export { winBandEdges } from "./simulation/tally";
export {
  costFactor,
  exactCostFactor,
  type SpinOptions,
  SpinRequestError,
  type SpinResult,
  spin,
} from "./spin";
