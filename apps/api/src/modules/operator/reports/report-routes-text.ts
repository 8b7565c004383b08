import { defaultReportDays, maxReportDays, roundsPerFraudSignal } from "@quillspin/contracts";
import { rtpOutlierMinRounds, rtpOutlierStandardErrors } from "../fraud/rtp-outliers";
import { signatureFailuresFlagged } from "../fraud/signature-failure-signal";

/** How the report and the signals are described in the OpenAPI document, for partners and staff alike. */
export const reportNote = `Rows per game, UTC day and currency: rounds, bets, wins, GGR (bets - wins) and realised RTP, counting the rounds whose bet the wallet confirmed and whose outcome was drawn (a refused or rolled-back bet moved no money). Money in the currency's minor units as decimal integer strings; one total per currency, never across currencies. \`from\` and \`to\` are UTC days, both included: the last ${defaultReportDays} days up to today by default, at most ${maxReportDays} days. Computed from the rounds on every request, so a round counts as soon as it is played.`;

export const reportCsvNote =
  "The same rows as the JSON report, as CSV: every cell quoted, and a cell a spreadsheet would run as a formula starts with a single quote.";

export const fraudSignalsNote = `Three kinds of flag, each with its subject, figures, time window and up to ${roundsPerFraudSignal} rounds (or failure times): \`rtp-outlier\`, a player's realised RTP on a game (per RTP version and currency) more than ${rtpOutlierStandardErrors} standard errors from the stated RTP over at least ${rtpOutlierMinRounds.toLocaleString("en-GB")} rounds, the error from each mode's standard deviation in the game's PAR sheet; \`fast-bets\`, a session whose rounds began sooner after each other than its jurisdiction profile allows (UK: 2.5 s); \`signature-failures\`, ${signatureFailuresFlagged} or more refused signatures naming the operator within ten minutes. \`from\` and \`to\` are UTC days as for the report.`;
