import { gameRecords } from "../catalogue";
import type { GameRecord } from "../catalogue/schema";
import { type FeatureSlug, featureSummaries } from "../features";
import accumulativeCollectorMechanicHotPots from "./accumulative-collector-mechanic-hot-pots";
import allwaysPay from "./allways-pay";
import buyBonus from "./buy-bonus";
import cascades from "./cascades";
import clusterPays from "./cluster-pays";
import collectingSymbols from "./collecting-symbols";
import doubleChance from "./double-chance";
import expandingWilds from "./expanding-wilds";
import flexiways from "./flexiways";
import gambleFeature from "./gamble-feature";
import holdAndWin from "./hold-and-win";
import jackpot from "./jackpot";
import respinFeature from "./respin-feature";
import type { FeaturePage } from "./schema";
import stackedWilds from "./stacked-wilds";
import x2Mechanic from "./x2-mechanic";

export { type FeaturePage, featurePageSchema } from "./schema";

/** Keyed by slug so the compiler rejects a feature without a page. */
const pagesBySlug: Record<FeatureSlug, FeaturePage> = {
  "accumulative-collector-mechanic-hot-pots": accumulativeCollectorMechanicHotPots,
  "allways-pay": allwaysPay,
  "buy-bonus": buyBonus,
  cascades,
  "cluster-pays": clusterPays,
  "collecting-symbols": collectingSymbols,
  "double-chance": doubleChance,
  "expanding-wilds": expandingWilds,
  flexiways,
  "gamble-feature": gambleFeature,
  "hold-and-win": holdAndWin,
  jackpot,
  "respin-feature": respinFeature,
  "stacked-wilds": stackedWilds,
  "x2-mechanic": x2Mechanic,
};

/** The fifteen feature explainer pages, in the order of `featureSummaries`. */
export const featurePages: readonly FeaturePage[] = featureSummaries.map(({ slug }) => pagesBySlug[slug]);

export function featurePageBySlug(slug: string): FeaturePage | undefined {
  return Object.hasOwn(pagesBySlug, slug) ? pagesBySlug[slug as FeatureSlug] : undefined;
}

/** Derived from each game's `facts.features`, so a feature page never keeps its own list of games. */
export function gamesWithFeature(slug: FeatureSlug): readonly GameRecord[] {
  return gameRecords.filter((record) => record.facts.features.includes(slug));
}
