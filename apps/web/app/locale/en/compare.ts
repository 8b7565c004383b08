/** English strings of the compare area (see areas/compare.ts). */
const compare = {
  h1: "Compare games",
  lead: "Put two to four games side by side: RTP and its versions, volatility, hit frequency, maximum win and its odds, layout, bets, every other fact and a demo of each.",
  choose: "Choose two to four games",
  limit: "Compare takes up to four games.",
  full: "Four games chosen: untick one to choose another.",
  submit: "Compare",
  tooMany: (count: number) =>
    `Compare takes up to four games and ${count} were ticked. Untick ${count - 4 === 1 ? "one" : count - 4} and press Compare again.`,
  maxWinOdds: "Max win odds",
  notMeasured: "Not measured yet",
  rtpVersions: "RTP versions",
  stated: "(stated)",
  // Starts with the visible words (the version's RTP), so a speech user can say what they see.
  playVersionLabel: (rtp: string, name: string, version: number) =>
    `${rtp}: play version ${version} of the ${name} demo`,
  demo: "Demo",
  pickTwo: "Choose at least two games to see them side by side.",
  caption: "Facts of the chosen games side by side",
  fact: "Fact",
} as const;

export default compare;
