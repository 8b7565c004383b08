/**
 * The player playing an operator's sandbox session (issue 28): the money is the operator's test
 * player's, held by the operator's wallet. Amounts arrive formatted in the session's currency ("€12.50").
 * Only sandbox code imports this area, so a demo's page never loads it; the marks a sandbox session's
 * first paint shows are in demo-player.ts.
 */
const demoPlayerSandbox = {
  rulesHeading: "Sandbox session",
  rulesText: (player: string, currency: string) =>
    `You are playing an operator's sandbox session as the test player ${player}. Bets and wins are test money in ${currency}: the operator's test wallet debits each bet and credits each win, and reports the balance shown. Nothing here is demo play money, and nothing is real money.`,
  lowBalance:
    "Not enough balance for this bet: nothing was played and your balance is unchanged. Pick a smaller bet, or ask the operator to top up the test player.",
  roundUnderWay:
    "This round was not played: another round of this session is still being played. Your balance is unchanged; try again in a moment.",
  walletRefused:
    "The operator's wallet refused this bet, so nothing was played and your balance is unchanged. If it happens again, ask the operator to check the test player.",
  walletSilent:
    "The operator's wallet did not answer, so this round was not played and the bet was refunded. Try again in a moment.",
  sessionEnded: "This sandbox session has ended: launch the game again from the operator's lobby.",
  spinFailed: "The spin did not go through; nothing was played. Try again in a moment.",
  winCrediting: (win: string) =>
    `Your win of ${win} is being credited: the operator's wallet has not confirmed it yet, and the game server keeps sending it until it does.`,
  walletDownTitle: "The operator's wallet is not answering",
  walletDownText:
    "The game could not read your balance because the operator's test wallet did not answer. Nothing was played. Try again in a moment.",
  retry: "Try again",
  lossLimit: (currency: string) => `Loss limit (${currency})`,
  lossLimitInvalid: (currency: string) => `Enter the loss limit as an amount of ${currency}, for example 50.`,
} as const;

export default demoPlayerSandbox;
