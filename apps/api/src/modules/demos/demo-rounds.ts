import {
  type DemoRound,
  type DemoRoundSummary,
  demoReplayDays,
  type JurisdictionId,
  roundHistoryLength,
} from "@quillspin/contracts";
import { and, desc, eq, gt, inArray, lte } from "drizzle-orm";
import { standInsOf } from "../../db/changes-at-once";
import type { Db } from "../../db/database";
import { operatorSessions } from "../operator/operator.tables";
import { demoRounds } from "./demos.tables";

export const replayLifetimeMs = demoReplayDays * 24 * 60 * 60 * 1000;
/** Expired rounds deleted per statement, so a purge never holds a long lock on the table. */
const PURGE_BATCH = 5_000;

/** A round as the archive keeps it: the session's game, version and profile with it, money in cents. */
export interface ArchivedRound {
  sessionId: string;
  game: string;
  rtpVersion: number | null;
  jurisdiction: JurisdictionId;
  round: DemoRound;
  playedAt: Date;
}

export type DemoRoundArchive = ReturnType<typeof createDemoRoundArchive>;

const cents = (amount: number) => Math.round(amount * 100);

/** The archive's row of a round: money in cents, kept until its replay expires. */
export function archivedRow({ round, ...played }: ArchivedRound) {
  return {
    id: round.id,
    ...played,
    betCents: cents(round.bet),
    costCents: cents(round.cost),
    winCents: cents(round.win),
    round,
    expiresAt: new Date(played.playedAt.getTime() + replayLifetimeMs),
  };
}

export type ArchivedRow = ReturnType<typeof archivedRow>;

/**
 * Stand-ins for each column of a row (`standInsOf`, named `prefix` and the column), for a caller storing
 * the round in a fixed statement and binding `archivedRow`'s values.
 */
export function archivedRowStandIns(prefix: string): ArchivedRow {
  const value = standInsOf<ArchivedRow>(prefix);
  return {
    id: value.id,
    sessionId: value.sessionId,
    game: value.game,
    rtpVersion: value.rtpVersion,
    jurisdiction: value.jurisdiction,
    round: value.round,
    playedAt: value.playedAt,
    betCents: value.betCents,
    costCents: value.costCents,
    winCents: value.winCents,
    expiresAt: value.expiresAt,
  };
}

/**
 * Every demo round, in the database whichever store holds the sessions: a session's history and each
 * round's public replay for `demoReplayDays` days. Reads never see an expired round, whether or not the
 * purge job has deleted it yet.
 */
export function createDemoRoundArchive(db: Db) {
  /** The insert of a round's row, or of its stand-ins (`standInsOf`, for a caller's `fixedStatement`). */
  const keeping = (row: ArchivedRow) =>
    db.insert(demoRounds).values(row).onConflictDoNothing({ target: demoRounds.id });

  return {
    /** Stores the round once: storing it again (a retried spin) changes nothing. */
    async keep(archived: ArchivedRound): Promise<void> {
      await keeping(archivedRow(archived));
    },

    /** `keep`'s insert, unsent: for a caller storing the round with its own changes in one statement. */
    keeping,

    /** The session a round id was played in, so no other session can take it over; null when unused. */
    async sessionOf(roundId: string): Promise<string | null> {
      const [row] = await db
        .select({ sessionId: demoRounds.sessionId })
        .from(demoRounds)
        .where(eq(demoRounds.id, roundId));
      return row?.sessionId ?? null;
    },

    /** The session's latest rounds, newest first. */
    async history(sessionId: string, now: Date): Promise<DemoRoundSummary[]> {
      const rows = await db
        .select({
          id: demoRounds.id,
          playedAt: demoRounds.playedAt,
          betCents: demoRounds.betCents,
          costCents: demoRounds.costCents,
          winCents: demoRounds.winCents,
        })
        .from(demoRounds)
        .where(and(eq(demoRounds.sessionId, sessionId), gt(demoRounds.expiresAt, now)))
        .orderBy(desc(demoRounds.playedAt), desc(demoRounds.id))
        .limit(roundHistoryLength);
      return rows.map((row) => ({
        id: row.id,
        played_at: row.playedAt.toISOString(),
        bet: row.betCents / 100,
        cost: row.costCents / 100,
        win: row.winCents / 100,
      }));
    },

    /**
     * A round still kept for its replay, or null; with the currency of the operator's sandbox session
     * it was played in (null for a demo's FUN): its amounts are that currency's major units.
     */
    async find(roundId: string, now: Date) {
      const [row] = await db
        .select({ round: demoRounds, currency: operatorSessions.currency })
        .from(demoRounds)
        .leftJoin(operatorSessions, eq(operatorSessions.id, demoRounds.sessionId))
        .where(and(eq(demoRounds.id, roundId), gt(demoRounds.expiresAt, now)));
      return row ? { ...row.round, currency: row.currency } : null;
    },

    /** Deletes every round past its replay's lifetime; answers how many went. */
    async purgeExpired(now: Date): Promise<number> {
      let purged = 0;
      for (;;) {
        const expired = db
          .select({ id: demoRounds.id })
          .from(demoRounds)
          .where(lte(demoRounds.expiresAt, now))
          .limit(PURGE_BATCH);
        const deleted = await db
          .delete(demoRounds)
          .where(inArray(demoRounds.id, expired))
          .returning({ id: demoRounds.id });
        purged += deleted.length;
        if (deleted.length < PURGE_BATCH) return purged;
      }
    },
  };
}
