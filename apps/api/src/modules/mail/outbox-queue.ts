import { and, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { MAIL_LEASE_MS, MAX_MAIL_ATTEMPTS, retryDelayMs } from "./delivery-schedule";
import { mailOutbox } from "./mail.tables";

export type OutboxMail = typeof mailOutbox.$inferSelect;

const inMilliseconds = (ms: number) => sql`(${ms}::double precision * interval '1 millisecond')`;

/**
 * Leases up to `limit` due mails to the caller: pending mails whose time has come, and mails whose
 * sender crashed and let the lease run out. `FOR UPDATE SKIP LOCKED` lets several API instances
 * claim at once without ever claiming the same row. The attempt is counted at claim time, so a mail
 * that crashes its worker every time still ends up `failed` instead of looping forever. Times come
 * from the database clock so instances with drifting clocks agree.
 */
export async function claimDueMails(
  db: Db,
  { limit, leaseMs = MAIL_LEASE_MS }: { limit: number; leaseMs?: number },
): Promise<OutboxMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, sql`now()`)),
        and(eq(mailOutbox.status, "sending"), lt(mailOutbox.leaseUntil, sql`now()`)),
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      status: "sending",
      leaseUntil: sql`now() + ${inMilliseconds(leaseMs)}`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markMailSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: sql`now()`, leaseUntil: null, lastError: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "sending")));
}

/**
 * Puts a mail back in the queue after a failed attempt, later each time; after the last attempt it
 * is marked `failed` for a person to look at.
 */
export async function markMailAttemptFailed(
  db: Db,
  mail: OutboxMail,
  error: string,
  maxAttempts = MAX_MAIL_ATTEMPTS,
): Promise<void> {
  const giveUp = mail.attempts >= maxAttempts;
  await db
    .update(mailOutbox)
    .set({
      status: giveUp ? "failed" : "pending",
      nextAttemptAt: giveUp ? sql`now()` : sql`now() + ${inMilliseconds(retryDelayMs(mail.attempts))}`,
      leaseUntil: null,
      lastError: error.slice(0, 1000),
    })
    .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, "sending")));
}

/** Hands back mails claimed but not started, so a stopping worker does not hold them for a whole lease. */
export async function releaseMails(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ status: "pending", leaseUntil: null, attempts: sql`${mailOutbox.attempts} - 1` })
    .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, "sending")));
}
