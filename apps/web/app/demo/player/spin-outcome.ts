import type { DemoRound } from "@quillspin/contracts";
import type { PlayerSession } from "./player-session";

/**
 * What one round played against a session's API gives the player, whichever kind of session it is
 * (decision 43): the demo's and the sandbox's ports (spin-port.ts, sandbox-api.ts) both answer it.
 */
export interface SpinOutcome {
  /** The round drawn, its `bet`, `cost` and `win` in the session's money. */
  round: DemoRound;
  /** The session after the round: the balance as the API (for a sandbox, the wallet) reports it. */
  session: PlayerSession;
  /** `pending`: the operator's wallet has not acknowledged the win yet; the game server keeps sending it. */
  settlement: "settled" | "pending";
}
