export { committedParSheet, parSummary, winBelowCap } from "./committed";
export { type ParMethod, type ParMode, type ParSheet, parModeSchema, parSheetSchema } from "./schema";
export { volatilityIndexDefinition } from "./sheet";
export { type SpinSpeed, spinSpeeds } from "./speeds";
