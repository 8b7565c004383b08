/** English strings of the features area, the feature pages (see areas/features.ts). */
const features = {
  title: "Slot features explained",
  description:
    "How every mechanic in our slots works: Hold & Win, FlexiWays, cluster pays, cascades, buy bonus, gamble and more, step by step.",
  h1: "Game features, explained",
  lead: "Fifteen mechanics power our catalogue. Each page explains how a round plays, what it does to volatility and which games use it.",
  gamesUsing: (count: number) => (count === 1 ? "Used in 1 game" : `Used in ${count} games`),
  all: "All features",
  whatItIs: (name: string) => `What ${name} is`,
  gamesTitle: (name: string) => `Games with ${name}`,
  noGames:
    "No title in the current catalogue uses this mechanic yet; it is described here for operators comparing studios.",
  faq: "Questions operators ask",
} as const;

export default features;
