/** English strings of the PAR area, a game's PAR sheet summary and cost of play (see areas/par.ts). */
const par = {
  title: "Probability figures (PAR sheet summary)",
  intro: (rounds: string, seed: number) =>
    `From the game's PAR sheet: the figures a test lab checks, for the base game. Simulated figures come from ${rounds} rounds on seed ${seed}, a seed no setting of the model was tuned on. The hit frequency and the odds of the max win are in the measured maths above, from a longer run.`,
  method: { exact: "exact", simulated: "simulated", reasoned: "from the maths" },
  baseScreenPays: "Spins whose base screen pays",
  baseScreenPaysNote:
    "Line or ways wins on the base screen only: the hit frequency above also counts scatters and features.",
  volatilityIndex: "Volatility index (90%)",
  volatilityIndexNote: "1.645 x the standard deviation of a round's win per unit staked",
  atLeast100x: "Win of 100x the bet or more",
  oneInRounds: (oneIn: string) => `1 in ${oneIn} rounds`,
  notObserved: (rounds: string) => `not seen in ${rounds} rounds`,
  largestReachable: "Largest win the maths can pay",
  belowCap: (stated: string) => `The stated ${stated} max win is a cap this game's maths never reaches.`,
  capUnproven: "The cap bounds every round; whether a round can reach it is not yet shown.",
  costTitle: "Cost of play",
  costIntro:
    "Slots cost money to play over time. Pick a bet and a spin speed to see what an hour of continuous play costs on average, and how often an hour ends with more won than staked.",
  bet: "Bet per spin",
  speed: "Spin speed",
  speedOption: (label: string, perHour: string) => `${label}, ${perHour} spins an hour`,
  show: "Show the cost",
  staked: "Staked in an hour",
  expectedCost: "Expected cost of an hour",
  expectedCostNote: (rtp: string) => `bet x (1 - ${rtp} RTP) x spins an hour`,
  ahead: "Hours that end ahead",
  aheadValue: (percent: string, hours: string) => `${percent} of ${hours} simulated hours`,
  aheadNote:
    "The same at any bet, since every win scales with the bet. Most hours end behind, and the longer you play the closer your result comes to the expected cost.",
  help: "Set a budget and a time limit before you play. If gambling stops being fun, free and confidential help is at",
  pageTitle: (game: string) => `Cost of play: ${game}`,
  pageDescription: (game: string) =>
    `What an hour of ${game} costs on average at a chosen bet and spin speed, and how often an hour ends ahead.`,
  backToGame: (game: string) => `Back to ${game}`,
} as const;

export default par;
