/**
 * Strings of a session's round history and of a round's public replay (see areas/demo-replay.ts).
 * Amounts arrive formatted ("12.50 FUN"), times as the page shows them.
 */
const demoReplay = {
  historyTitle: "Rounds of this session",
  historyLead: (days: number) =>
    `The latest rounds, newest first, their times in UTC as on their replays. Each round's replay stays at its link for ${days} days.`,
  /** Below a full history: the list stops at the latest `count` rounds. */
  historyCapped: (count: number) =>
    `Only the latest ${count} rounds are listed; every round's replay stays at its link.`,
  historyLoading: "Loading the rounds…",
  historyEmpty: "No rounds yet: each round shows here once it is played.",
  historyFailed: "The rounds could not be loaded.",
  retry: "Try again",
  columns: { time: "Time", bet: "Bet", win: "Win", round: "Round" },
  /** A round id's first block, enough to tell rounds apart on screen; the link carries the whole id. */
  roundLabel: (id: string) => `Replay round ${id}`,
  share: "Share",
  shareLabel: (round: string) => `Share the replay of round ${round}`,
  copied: "Link copied",
  copyByHand: "Copy the link below:",
  title: (name: string) => `${name} replay`,
  description: (name: string) => `A round of the ${name} demo, played again exactly as it was drawn.`,
  kicker: "Replay",
  notice: "This is a replay: nothing is staked and no balance changes.",
  sandboxNotice: (currency: string) =>
    `A round of an operator's sandbox session: its bet and win were ${currency} test money of a test player, neither demo play money nor real money.`,
  played: "Played",
  buildLabel: "Build",
  bet: "Bet",
  win: "Win",
  round: "Round",
  build: (label: string, rtp: string) => `${label} build, RTP ${rtp}`,
  replayAgain: "Replay again",
  replaying: "Replaying…",
  playDemo: "Play the demo",
  backToGame: (name: string) => `Back to ${name}`,
  finished: "Replay finished.",
  allGames: "See all games",
  missingTitle: "This replay is not available",
  missingText: (days: number) =>
    `There is no such round, or it was played more than ${days} days ago: a demo round's replay is kept for ${days} days.`,
} as const;

export default demoReplay;
