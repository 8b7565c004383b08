export { committedParSheet, parSummary, winBelowCap } from "./committed";
export {
  type HeadlineFigures,
  type HeadlineMethod,
  type HeadlineSource,
  headlineFigures,
} from "./headline-figures";
export { type ParMethod, type ParMode, type ParSheet, parModeSchema, parSheetSchema } from "./schema";
export { volatilityIndexDefinition } from "./sheet";
export { type SpinSpeed, spinSpeeds } from "./speeds";
