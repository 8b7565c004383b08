/**
 * The operator integration's contract (issue 28, decision 32) as facts both sides read: the API signs,
 * checks and calls with them, the conformance kit runs its scenarios from them, and the public guide
 * (`/integration`) prints them. One home each, so the guide cannot say something the server does not do.
 */
// No zod here: the guide's page imports this module, and the session's schemas are in `operator-sessions.ts`.

/** The three headers every signed request carries, in both directions, as the guide writes them. */
export const signatureHeaders = {
  operator: "X-Operator-Id",
  timestamp: "X-Timestamp",
  signature: "X-Signature",
} as const;

/** A request further than this from the receiver's clock is refused with 401, signed or not. */
export const signatureWindowSeconds = 300;

/**
 * The longest a rotated secret or revoked credentials are still honoured: each API instance keeps an
 * operator it read for this long, so a change reaches every instance within it.
 */
export const credentialChangeSeconds = 5;

/** The signature is lowercase hex HMAC-SHA256 of this string, with the operator's secret. */
export function signedPayload(timestamp: number | string, rawBody: string): string {
  return `${timestamp}.${rawBody}`;
}

/** The studio's Operator API, signed by the operator; paths under the API's base address (`…/v1`). */
export const operatorApi = {
  sessions: "/operator/sessions",
  rounds: "/operator/rounds",
  round: (roundId: string) => `/operator/rounds/${encodeURIComponent(roundId)}`,
  /** The studio's reference wallet of one operator: a wallet URL that works before yours does. */
  referenceWallet: (operatorId: string) => `/sandbox-wallet/${encodeURIComponent(operatorId)}`,
} as const;

/** The body of every wallet call (the operator's API, called by the game server); money in minor units. */
export interface WalletCall {
  player_id: string;
  session_id: string;
  currency: string;
  game: string;
  round_id?: string;
  transaction_id?: string;
  amount?: number;
  /** On `rollback` only: the bet it cancels. */
  rollback_transaction_id?: string;
}

/** The operator's Wallet API: the game server posts to `{wallet_url}/{operation}`. */
export const walletOperations = ["balance", "bet", "win", "rollback"] as const;
export type WalletOperation = (typeof walletOperations)[number];

/** The codes a wallet answers in `{ error }` with a 4xx, and when. */
export const walletErrors = [
  { code: "INSUFFICIENT_FUNDS", when: "The bet is larger than the player's balance. Nothing moved." },
  {
    code: "INVALID_SIGNATURE",
    when: `Missing headers, a wrong signature or a timestamp more than ${signatureWindowSeconds} s from the wallet's clock. Answered with 401; nothing moved.`,
  },
  { code: "UNKNOWN_PLAYER", when: "The wallet has no such player." },
  {
    code: "CURRENCY_MISMATCH",
    when: "The call's currency is not the player's account currency. Nothing moved.",
  },
  { code: "SESSION_EXPIRED", when: "The wallet no longer accepts bets on this session." },
  {
    code: "INVALID_REQUEST",
    when: "A malformed body, a negative or non-integer amount, or a bet whose rollback arrived first.",
  },
] as const;
export type WalletErrorCode = (typeof walletErrors)[number]["code"];
export const walletErrorCodes = walletErrors.map((error) => error.code) as readonly WalletErrorCode[];

/** How long the game server, and the conformance kit by default, waits for a wallet's answer. */
export const walletTimeoutMs = 5_000;

/** Currencies whose ISO 4217 exponents the guide shows as examples of minor units. */
export const minorUnitExamples = ["EUR", "JPY", "BHD"] as const;

export { minorUnitExponent } from "./minor-units";

/**
 * The conformance kit's scenarios, in the order it runs them (`npm run wallet-check` and the client
 * area's "Check my wallet"): what each sends and what a correct wallet answers.
 */
export const walletCheckScenarios = [
  { id: "balance", title: "Balance", expect: "200 { balance } with an integer in minor units" },
  { id: "bet", title: "Bet", expect: "200 with the balance less the bet" },
  {
    id: "bet-repeated",
    title: "The same bet repeated",
    expect: "the same answer, and the money moved once",
  },
  { id: "win", title: "Win", expect: "200 with the balance plus the win" },
  {
    id: "win-repeated",
    title: "The same win repeated",
    expect: "the same answer, and the win credited once",
  },
  { id: "zero-win", title: "A zero win closes a round", expect: "200 with the balance unchanged" },
  { id: "rollback", title: "Rollback", expect: "200 with the bet given back, once" },
  {
    id: "rollback-unknown",
    title: "Rollback of an unknown bet",
    expect: "200 with the balance unchanged (nothing to give back)",
  },
  {
    id: "insufficient-funds",
    title: "Insufficient funds",
    expect: '4xx { error: "INSUFFICIENT_FUNDS" } and nothing moved',
  },
  {
    id: "wrong-signature",
    title: "Wrong signature refused",
    expect: '401 { error: "INVALID_SIGNATURE" } and nothing moved',
  },
  {
    id: "stale-timestamp",
    title: "Stale timestamp refused",
    expect: `401 for a request signed ${signatureWindowSeconds + 1} s ago, and nothing moved`,
  },
  {
    id: "currency-mismatch",
    title: "Currency mismatch",
    expect: '4xx { error: "CURRENCY_MISMATCH" } for a bet in another currency, and nothing moved',
  },
  { id: "negative-amount", title: "Negative amount refused", expect: "4xx and nothing moved" },
  {
    id: "fractional-amount",
    title: "Non-integer amount refused",
    expect: "4xx for 1.5 minor units and nothing moved",
  },
  {
    id: "concurrent-bets",
    title: "Two bets of one player at once",
    expect: "with a balance for only one of them: one 200, one INSUFFICIENT_FUNDS, the balance less one bet",
  },
  {
    id: "slow-answer",
    title: "Answers within the kit's timeout",
    expect:
      "every answer within the kit's timeout (the game server waits no longer, then rolls the bet back)",
  },
] as const;
export type WalletCheckScenarioId = (typeof walletCheckScenarios)[number]["id"];

/** The kit's command, as a partner runs it from a checkout of this repository. */
export const walletCheckCommand =
  "npm run wallet-check -- --url <wallet base URL> --operator <operator id> --secret <secret>";
