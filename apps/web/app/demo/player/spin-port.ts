import type { DemoRoundSummary, DemoSpinRequest, LocaleCode } from "@quillspin/contracts";
import { getRounds as demoRounds, postSpin } from "./demo-api";
import { demoPlayerSession, type PlayerSession } from "./player-session";
import type { SpinOutcome } from "./spin-outcome";

// The seam between the player and the API a session plays against: the player builds one spin request
// and plays back the round it gets, whichever kind of session it is (decision 43).

// The sandbox's play is a chunk of its own: a demo's page never loads it.
const sandbox = () => import("./sandbox-api");

/**
 * Plays one round. `sent`: the answer to this very request, already sent by the page's script before
 * hydration (early-spin.ts); a demo's only.
 */
export async function spinSession(
  session: PlayerSession,
  request: DemoSpinRequest,
  sent?: Promise<unknown>,
): Promise<SpinOutcome> {
  if (session.kind === "sandbox") return (await sandbox()).spinSandbox(session, request);
  const played = await postSpin(session.id, request, sent);
  return { round: played.round, session: demoPlayerSession(played.session), settlement: "settled" };
}

/** The session as the API holds it now; a demo's is already the last answer. */
export async function reloadSession(session: PlayerSession): Promise<PlayerSession> {
  if (session.kind === "sandbox") return (await sandbox()).reloadSandbox(session);
  return session;
}

/** A sandbox session's words for the player's notices, in `locale`. */
export async function sandboxWords(locale: LocaleCode) {
  return (await sandbox()).sandboxWordsOf(locale);
}

/** The session's latest rounds, newest first, amounts in its money. */
export async function sessionRounds(
  session: Pick<PlayerSession, "id" | "kind">,
): Promise<DemoRoundSummary[]> {
  if (session.kind === "sandbox") return (await sandbox()).sandboxRounds(session.id);
  return demoRounds(session.id);
}
