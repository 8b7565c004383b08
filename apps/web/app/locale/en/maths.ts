/** English strings of the maths area, a game page's measured maths (see areas/maths.ts). */
const maths = {
  title: "Measured maths",
  intro: (game: string, spins: string, seed: number, date: string) =>
    `We played ${spins} paid rounds of the ${game} maths model in simulation, starting from seed ${seed}, on ${date}, and counted what every round paid. The stated RTP is the long-run return the game is built to pay; the other figures are what this run measured, so the RTP carries a 95% confidence interval.`,
  calibratedOnRun:
    "The model's settings were tuned on this same run, so here the measured RTP confirms the tuning rather than checking it independently.",
  independentRun:
    "This run used a seed no setting of the model was ever tuned on, so it checks the model independently.",
  statedRtp: "Stated RTP",
  measuredRtp: "RTP measured in simulation",
  totalRtp: "RTP: exact part plus simulated part",
  exactRtp: "Computed exactly from the reel weights",
  exactValue: (percent: string) => `${percent}, exact (no sampling error)`,
  simulatedRtp: "Measured in simulation (features that depend on earlier spins)",
  exactIntro:
    "Part of this game's return is computed exactly: every combination of reel outcomes weighed by its probability, so it carries no sampling error. The simulation measures only the rest, and the interval is that part's.",
  rtpWithInterval: (rtp: string, halfWidth: string) => `${rtp} ± ${halfWidth} pp, 95% confidence`,
  spins: "Paid rounds simulated",
  hitFrequency: "Hit frequency",
  bonusFrequency: "Bonus or feature triggered",
  inRounds: (odds: string) => `${odds} rounds`,
  notTriggered: (spins: string) => `not triggered in ${spins} rounds`,
  maxWinOdds: (cap: string) => `Odds of the ${cap} max win`,
  largestWin: "Largest win seen",
  distributionTitle: "How the wins are spread",
  distributionLead:
    "Share of simulated spins by the size of their win, in multiples of the bet. Each band includes its lower edge; rare bands are drawn at a minimum width so they stay visible.",
  distributionSummary: (
    spins: string,
    noWin: string,
    underBet: string,
    betOrMore: string,
    hundredOrMore: string,
  ) =>
    `Win distribution over ${spins} simulated spins: ${noWin} of spins win nothing, ${underBet} win less than the bet, ${betOrMore} win the bet or more, and ${hundredOrMore} win 100x or more.`,
  bands: {
    noWin: "No win",
    under: (to: string) => `Under ${to}`,
    between: (from: string, to: string) => `${from} to ${to}`,
    over: (from: string) => `${from} and over`,
  },
  tableToggle: "The distribution as a table",
  tableCaption: "Share of simulated spins by win, in multiples of the bet",
  tableBand: "Win",
  tableShare: "Share of spins",
  tableOneIn: "How often",
  never: "Not seen",
  paidModesTitle: "Bonus buys and Double Chance",
  paidModesLead:
    "Each paid option was simulated on its own, round by round at its own price, on a seed no setting of the model was tuned on, with enough rounds to pin its RTP down to a tenth of a point either way; an option computed exactly needs no interval, and its rounds only check it. Every option returns within one point of the game's stated RTP.",
  paidModesCaption: (game: string) => `Simulated RTP of each paid option of ${game}`,
  paidMode: "Option",
  paidModePrice: "Price per round",
  paidModeRounds: "Rounds simulated",
  paidModeRtp: "RTP",
  priceTimesBet: (multiple: string) => `${multiple} the bet`,
} as const;

export default maths;
