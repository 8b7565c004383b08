/** The fifteen feature explainer pages (site.md section 2), in the spec's order. */
export const featureSummaries = [
  { slug: "accumulative-collector-mechanic-hot-pots", name: "Accumulative Collector (Hot Pots)" },
  { slug: "allways-pay", name: "AllWays Pay" },
  { slug: "buy-bonus", name: "Buy Bonus" },
  { slug: "cascades", name: "Cascades" },
  { slug: "cluster-pays", name: "Cluster Pays" },
  { slug: "collecting-symbols", name: "Collecting Symbols" },
  { slug: "double-chance", name: "Double Chance" },
  { slug: "expanding-wilds", name: "Expanding Wilds" },
  { slug: "flexiways", name: "FlexiWays" },
  { slug: "gamble-feature", name: "Gamble Feature" },
  { slug: "hold-and-win", name: "Hold & Win" },
  { slug: "jackpot", name: "Jackpot" },
  { slug: "respin-feature", name: "Respin Feature" },
  { slug: "stacked-wilds", name: "Stacked Wilds" },
  { slug: "x2-mechanic", name: "X2 Mechanic" },
] as const;

export type FeatureSlug = (typeof featureSummaries)[number]["slug"];
