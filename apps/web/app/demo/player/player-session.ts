import type { DemoSession } from "@quillspin/contracts";
import { funMoney, minorUnitMoney, type PlayerMoney } from "./money";

/** What the player reads of a session of either kind: amounts in the session's money (`moneyOf`). */
type PlayableSession = Omit<DemoSession, "currency" | "starting_balance">;

/**
 * The session the player plays, by kind. A demo plays FUN against `demo-sessions/{id}`; a sandbox
 * session plays an operator's test player's money, in whole minor units of its currency, against
 * `operator-sessions/{id}` and the operator's wallet (decision 43).
 */
export type PlayerSession =
  | (PlayableSession & { kind: "demo"; currency: "FUN"; starting_balance: number })
  | (PlayableSession & {
      kind: "sandbox";
      currency: string;
      /** The currency's ISO 4217 exponent: digits after the point of its minor unit. */
      exponent: number;
      /** The operator's test player the wallet holds the balance of. */
      player_id: string;
      lobby_url: string | null;
    });

export type PlayerSessionKind = PlayerSession["kind"];
export type SandboxPlayerSession = Extract<PlayerSession, { kind: "sandbox" }>;

export function demoPlayerSession(session: DemoSession): PlayerSession {
  return { ...session, kind: "demo" };
}

export function moneyOf(session: PlayerSession): PlayerMoney {
  return session.kind === "sandbox" ? minorUnitMoney(session.currency, session.exponent) : funMoney;
}
