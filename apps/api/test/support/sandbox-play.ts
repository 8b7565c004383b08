import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { App } from "../../src/app";
import { operatorRounds } from "../../src/modules/operator/operator.tables";
import { signedIn } from "./accounts";

/** The partner integration's routes, with a partner's bearer token. */
export function partnerCall(
  app: App,
  method: "GET" | "POST" | "PUT",
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  return app.inject({
    method,
    url: `/v1/partner/integration${url}`,
    headers,
    ...(payload ? { payload } : {}),
  });
}

/** An approved partner with sandbox credentials, a wallet (null: the reference wallet) and currencies. */
export async function partnerWithCredentials(
  app: App,
  settings: { walletUrl?: string | null; currencies?: string[] } = {},
) {
  const partner = await signedIn(app, { role: "partner", status: "approved" });
  const issued = await partnerCall(app, "POST", "/credentials", partner.headers);
  expect(issued.statusCode, issued.body).toBe(201);
  const configured = await partnerCall(app, "PUT", "", partner.headers, {
    wallet_url: settings.walletUrl ?? null,
    currencies: settings.currencies ?? ["EUR", "JPY"],
  });
  expect(configured.statusCode, configured.body).toBe(200);
  return {
    ...partner,
    operatorId: issued.json().operator_id as string,
    secret: issued.json().secret as string,
  };
}

/**
 * Launches a sandbox session from the client area and plays `spins` rounds through the game server at
 * the session's `betIndex`-th bet; answers the rounds as the spins answered them.
 */
export async function playSandbox(
  app: App,
  headers: Record<string, string>,
  launch: Record<string, unknown>,
  spins: number,
  betIndex = 0,
) {
  const opened = await partnerCall(app, "POST", "/sessions", headers, launch);
  expect(opened.statusCode, opened.body).toBe(201);
  const sessionId = opened.json().session_id as string;
  const session = await app.inject({ method: "GET", url: `/v1/operator-sessions/${sessionId}` });
  const bet = (session.json().bets as number[])[betIndex] as number;
  const rounds: { id: string; cost: number; win: number; settlement: string }[] = [];
  for (let i = 0; i < spins; i++) {
    const played = await app.inject({
      method: "POST",
      url: `/v1/operator-sessions/${sessionId}/spins`,
      payload: { bet },
    });
    expect(played.statusCode, played.body).toBe(200);
    const answer = played.json();
    rounds.push({ id: answer.round.id, cost: answer.cost, win: answer.win, settlement: answer.settlement });
  }
  return { sessionId, bet, rounds };
}

export type RoundInsert = Partial<typeof operatorRounds.$inferInsert> &
  Pick<typeof operatorRounds.$inferInsert, "operatorId" | "betMinor" | "createdAt">;

/**
 * Rounds written straight to the table, for histories too long or too old to play in a test: the
 * defaults are a settled round of Quest of Ra in EUR on the .com profile.
 */
export async function insertRounds(app: App, rounds: RoundInsert[]) {
  const rows = rounds.map((round) => ({
    id: randomUUID(),
    sessionId: randomUUID(),
    playerId: "inserted-player",
    game: "quest-of-ra",
    jurisdiction: "com" as const,
    currency: "EUR",
    status: "settled" as const,
    winMinor: 0,
    settledAt: round.createdAt,
    ...round,
  }));
  for (let i = 0; i < rows.length; i += 250) {
    await app.database.db.insert(operatorRounds).values(rows.slice(i, i + 250));
  }
  return rows;
}
