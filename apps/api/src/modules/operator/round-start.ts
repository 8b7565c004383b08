import type { GameState } from "@quillspin/game-engine";
import { sql } from "drizzle-orm";
import { fixedStatement } from "../../db/changes-at-once";
import type { Db } from "../../db/database";
import { isUniqueViolation, jsonOf, rowsOf } from "../../db/raw-rows";
import { operatorRounds, operatorSessions, operatorTransactions } from "./operator.tables";

/** What a round needs of its session to start: the session's part that never changes once it opened. */
export interface RoundOfSession {
  sessionId: string;
  operatorId: string;
  playerId: string;
  game: string;
  rtpVersion: number | null;
  jurisdiction: typeof operatorRounds.$inferInsert.jurisdiction;
  currency: string;
}

export type RoundStart =
  | { kind: "started"; gameState: GameState }
  /** The session expired or is gone. */
  | { kind: "gone" }
  /** Another round of the session holds it. */
  | { kind: "busy" }
  /** A round with this id exists already. */
  | { kind: "played" };

interface RoundStartValues {
  sessionId: string;
  operatorId: string;
  playerId: string;
  game: string;
  rtpVersion: number | null;
  jurisdiction: string;
  currency: string;
  roundId: string;
  betId: string;
  cost: number;
  /** ISO 8601, as the two times below. */
  now: string;
  holdUntil: string;
}

/**
 * The hold, the round and its bet: the round's insert reads the hold's `RETURNING` and the bet's the
 * round's. The row says whether the hold was taken (its game state) and whether the session is live.
 */
const roundStart = fixedStatement<RoundStartValues>(
  (value) => sql`
  with hold as (
    update ${operatorSessions} set busy_until = ${value.holdUntil}::timestamptz
    where id = ${value.sessionId}::uuid and expires_at > ${value.now}::timestamptz
      and (busy_until is null or busy_until < ${value.now}::timestamptz)
    returning game_state
  ), round as (
    insert into ${operatorRounds} (id, operator_id, session_id, player_id, game, rtp_version,
      jurisdiction, currency, bet_minor, status, created_at)
    select ${value.roundId}::uuid, ${value.operatorId}, ${value.sessionId}::uuid, ${value.playerId},
      ${value.game}, ${value.rtpVersion}::integer, ${value.jurisdiction}, ${value.currency},
      ${value.cost}::bigint, 'betting', ${value.now}::timestamptz
    from hold
    returning id
  ), bet as (
    insert into ${operatorTransactions} (id, round_id, operator_id, kind, amount, status, attempts,
      next_attempt_at, created_at)
    select ${value.betId}::uuid, id, ${value.operatorId}, 'bet', ${value.cost}::bigint, 'pending', 1,
      ${value.now}::timestamptz, ${value.now}::timestamptz
    from round
  )
  select (select game_state from hold) as game_state,
    exists (select 1 from ${operatorSessions}
      where id = ${value.sessionId}::uuid and expires_at > ${value.now}::timestamptz) as live`,
);

/**
 * Takes the session's hold (decision 49), stores the round and its pending bet, in one statement: the
 * round's insert reads the hold's `RETURNING` and the bet's the round's, so nothing is stored unless the
 * session was live and free, and a round id played before fails the whole statement on the round's
 * primary key, leaving no hold behind. One round trip where a transaction took five.
 */
export async function startRound(
  db: Db,
  round: RoundOfSession & { roundId: string; betId: string; cost: number; now: Date; holdUntil: Date },
): Promise<RoundStart> {
  try {
    const result = await roundStart(db, {
      ...round,
      now: round.now.toISOString(),
      holdUntil: round.holdUntil.toISOString(),
    });
    const [row] = rowsOf<{ game_state: GameState | string | null; live: boolean }>(result);
    if (row?.game_state) return { kind: "started", gameState: jsonOf(row.game_state) };
    return row?.live ? { kind: "busy" } : { kind: "gone" };
  } catch (error) {
    // The round's id is the only key the statement can repeat (the bet's id is new).
    if (isUniqueViolation(error)) return { kind: "played" };
    throw error;
  }
}
