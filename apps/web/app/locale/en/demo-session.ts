/**
 * The demo session's strings beside the play itself (see areas/demo-session.ts): the jurisdiction
 * profile's rules as the rules screen lists them, the session meters, the reality check, autoplay's loss
 * limit and the words the live region says after each round. Amounts arrive formatted ("12.50 FUN").
 */
const demoSession = {
  profileTitle: (label: string) => `${label} build`,
  profileLead: "This demo keeps to the rules of the market it is played in:",
  profileRules: {
    autoplay: {
      free: "Autoplay is available.",
      "with-loss-limit":
        "Autoplay starts only once you set a loss limit, and stops before a spin that could lose more.",
      none: "No autoplay: every round starts with a press of Spin.",
    },
    turbo: { on: "Turbo play is available.", off: "No turbo play." },
    quickStop: {
      on: "Skip, Space or a click on the reels ends a spin early.",
      off: "No quick stop: the reels always spin their full time.",
    },
    minRound: (seconds: string) =>
      `Each round lasts at least ${seconds} seconds from the press of Spin to its result.`,
    meters: "Your net position and session time are on screen all the time.",
    rtpOnScreen: "The game's RTP is on screen before your first stake.",
    realityCheck: (minutes: number) =>
      `Every ${minutes} minutes a reality check shows your session time and net position.`,
  },
  history: "History",
  rtp: "RTP",
  sessionTime: "Session time",
  netPosition: "Net position",
  realityCheckTitle: "Reality check",
  realityCheckTime: (time: string) => `You have been playing for ${time}.`,
  realityCheckNet: (amount: string) => `Your net position in this session: ${amount}.`,
  realityCheckQuestion: "Would you like to carry on?",
  continuePlaying: "Continue playing",
  leaveGame: "Leave the game",
  lossLimit: "Loss limit (FUN)",
  lossLimitHint: "Autoplay stops before a spin that could take your losses past it.",
  lossLimitMissing: "Set a loss limit to start autoplay.",
  lossLimitInvalid: "Enter the loss limit in FUN, for example 50 or 12.50.",
  lossLimitReached: (limit: string) =>
    `Autoplay stopped: the next spin could pass your loss limit of ${limit}.`,
  startAutoplay: (count: number) => `Start ${count} spins`,
  /** The live region's words after a round: the round's number, its features, the win, the balance. */
  announce: {
    round: (round: number) => `Round ${round}.`,
    won: (win: string, multiple: string) => `You won ${win}, ${multiple} the bet.`,
    noWin: "No win.",
    tier: (tier: string) => `${tier}!`,
    balance: (balance: string) => `Balance ${balance}.`,
  },
} as const;

export default demoSession;
