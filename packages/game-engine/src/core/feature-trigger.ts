/** The screens a count of symbols can start something on: a paid spin's, or a free spin's. */
export type TriggerScreen = "base" | "free-spin";

/** How many symbols in view start it, on each screen that can; a screen not named cannot. */
export type TriggerCounts = Readonly<Partial<Record<TriggerScreen, number>>>;

/**
 * A feature (or prize) that starts when enough of some symbols are in view at once, declared by the model
 * from the constants its `play` counts with, so the player's stage can slow the reels still to stop when
 * one symbol is missing. What starts otherwise (a full reel, a collectors' bar, a chance) has none.
 */
export interface FeatureTrigger {
  /** The feature `play` triggers (one of its `features`), or the prize the screen pays. */
  readonly feature: string;
  /** The symbol keys that count towards it, all together. */
  readonly symbols: readonly string[];
  /** The reels (from 0) the symbols land on, when not every reel: a reel without them cannot bring one. */
  readonly reels?: readonly number[];
  readonly counts: TriggerCounts;
  /** The counts with Double Chance (or Chance Level-up) on, where it changes them. */
  readonly doubleChanceCounts?: TriggerCounts;
}
