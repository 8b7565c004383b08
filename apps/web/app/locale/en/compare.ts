/** English strings of the compare area (see areas/compare.ts). */
const compare = {
  h1: "Compare games",
  lead: "Put two to four games side by side: RTP, volatility, maximum win, layout, bets and every other fact.",
  choose: "Choose two to four games",
  submit: "Compare",
  tooMany: "Only the first four games are compared.",
  pickTwo: "Choose at least two games to see them side by side.",
  caption: "Facts of the chosen games side by side",
  fact: "Fact",
} as const;

export default compare;
