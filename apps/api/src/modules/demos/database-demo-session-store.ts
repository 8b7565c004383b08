import { and, eq, gt, inArray, lt } from "drizzle-orm";
import type { Db } from "../../db/database";
import type { DemoSessionRecord, DemoSessionStore } from "./demo-session-record";
import { demoSessions } from "./demos.tables";

/** Expired rows cleared per launch: enough to outpace any launch rate, small enough to stay quick. */
const SWEEP_BATCH = 100;

type Row = typeof demoSessions.$inferSelect;

function toRecord({ updatedAt: _updatedAt, ...row }: Row): DemoSessionRecord {
  return row;
}

/**
 * Sessions in PostgreSQL (or PGlite). A change is a conditional UPDATE on the version the request read:
 * of two spins that read the same balance only one lands, and the other reads again.
 */
export function createDatabaseDemoSessionStore(db: Db): DemoSessionStore {
  return {
    async create(session) {
      const expired = db
        .select({ id: demoSessions.id })
        .from(demoSessions)
        .where(lt(demoSessions.expiresAt, session.createdAt))
        .limit(SWEEP_BATCH);
      await db.delete(demoSessions).where(inArray(demoSessions.id, expired));
      await db.insert(demoSessions).values({ ...session, updatedAt: session.createdAt });
    },

    async find(id, now) {
      const [row] = await db
        .select()
        .from(demoSessions)
        .where(and(eq(demoSessions.id, id), gt(demoSessions.expiresAt, now)));
      return row ? toRecord(row) : null;
    },

    async replace(next, now) {
      const { id, createdAt: _createdAt, ...changes } = next;
      const written = await db
        .update(demoSessions)
        .set({ ...changes, updatedAt: now })
        .where(
          and(
            eq(demoSessions.id, id),
            eq(demoSessions.version, next.version - 1),
            gt(demoSessions.expiresAt, now),
          ),
        )
        .returning({ id: demoSessions.id });
      return written.length === 1;
    },
  };
}
