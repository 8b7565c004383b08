import {
  type DemoRoundSummary,
  type DemoSpinRequest,
  defaultLocale,
  type LocaleCode,
} from "@quillspin/contracts";
import {
  sandboxRoundsResponseSchema,
  sandboxSessionSchema,
  sandboxSpinResponseSchema,
} from "@quillspin/contracts/sandbox-sessions";
import { createApiClient } from "../../api/api-client";
import { publicSettings } from "../../config/public-settings";
import { demoPlayerSandboxMessages } from "../../locale/areas/demo-player-sandbox";
import type { PlayerSession, SandboxPlayerSession } from "./player-session";
import { type SandboxRefusal, sandboxRefusalText } from "./sandbox-refusal";
import { sandboxOutcome, sandboxPlayerSession } from "./sandbox-session";
import type { SpinOutcome } from "./spin-outcome";

/**
 * A sandbox session's play against `operator-sessions/{id}` (decision 43): the operator's wallet holds
 * the money, so the player sends bets in the currency's minor units and shows the balance the wallet
 * reported. Loaded only when a sandbox session plays, so a demo's page never carries it.
 */

// No error toast: the player words every refusal in place, without its status code (sandbox-refusal.ts),
// the history says when it could not load, and a failed re-read leaves the last balance the wallet gave.
const api = createApiClient({ baseUrl: publicSettings.apiBaseUrl, locale: defaultLocale });

const path = (sessionId: string, action?: string) =>
  action ? `operator-sessions/${sessionId}/${action}` : `operator-sessions/${sessionId}`;

/**
 * One round: the bet in minor units (the demo's autoplay run has no meaning to the game server, which
 * plays each round as the operator's wallet allows). The round comes back with its bet, cost and win in
 * minor units too, so everything the player counts stays in whole units; the session after it carries
 * the balance the wallet reported, one more round and the round's net.
 */
export async function spinSandbox(
  session: SandboxPlayerSession,
  request: DemoSpinRequest,
): Promise<SpinOutcome> {
  const answer = sandboxSpinResponseSchema.parse(
    await api.post(path(session.id, "spins"), {
      round_id: request.round_id,
      bet: request.bet,
      ...(request.buy ? { buy: request.buy } : {}),
      ...(request.double_chance ? { double_chance: true } : {}),
      ...(request.choice === undefined ? {} : { choice: request.choice }),
    }),
  );
  return sandboxOutcome(session, answer);
}

/** The session read again: the balance the wallet reports now (after a refused bet, for one). */
export async function reloadSandbox(session: SandboxPlayerSession): Promise<PlayerSession> {
  const fresh = sandboxPlayerSession(sandboxSessionSchema.parse(await api.get(path(session.id))));
  return { ...fresh, bet: session.bet };
}

/** The notices the player words a sandbox session's refusals and pending wins with. */
export function sandboxWordsOf(locale: LocaleCode) {
  const copy = demoPlayerSandboxMessages.byLocale[locale];
  return {
    lowBalance: copy.lowBalance,
    refusal: (refusal: SandboxRefusal) => sandboxRefusalText(refusal, copy),
    winCrediting: copy.winCrediting,
  };
}

/** The session's drawn rounds, newest first, in minor units, for its history. */
export async function sandboxRounds(sessionId: string): Promise<DemoRoundSummary[]> {
  return sandboxRoundsResponseSchema.parse(await api.get(path(sessionId, "rounds"))).data;
}
