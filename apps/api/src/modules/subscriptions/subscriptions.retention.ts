import { createHash } from "node:crypto";
import { and, asc, eq, inArray, like, lt, notLike, or, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { mailOutbox } from "../mail/mail.tables";
import type { DbExecutor } from "../mail/outbox";
import { hashToken, newConfirmToken } from "./subscription-tokens";
import { subscriptions } from "./subscriptions.tables";

const DAY_MS = 24 * 60 * 60_000;

/**
 * The newsletter periods the privacy policy promises (packages/content/src/company/privacy-policy.ts).
 * A confirmation link works for 7 days from the latest sign-up request, and the sign-up is deleted
 * when it stops working.
 */
export const CONFIRMATION_WINDOW_MS = 7 * DAY_MS;
/** 29 days, not 30: the job runs hourly, and the policy promises erasure within 30 days. */
export const ERASE_ADDRESS_AFTER_MS = 29 * DAY_MS;
export const KEEP_CONSENT_RECORD_YEARS = 3;

/** Next to the migration (71_203_001) and catalogue seed (71_203_002) locks. */
export const RETENTION_LOCK_ID = 71_203_003;

export const ERASED_PREFIX = "erased:";

export interface RetentionCounts {
  deletedPending: number;
  erased: number;
  deletedRecords: number;
}

const addressDigest = (email: string) => createHash("sha256").update(email, "utf8").digest("hex");

/**
 * What an erased subscription keeps instead of the address: `erased:<hex SHA-256 of the address>:<id>`.
 * The digest lets the studio find a person's consent history when they give their address; the id
 * keeps records of one address apart, because someone can subscribe again after an erasure, leave
 * again, and both withdrawals must be kept. No address passes the subscribe form's email check with a
 * colon in it, so an erased record is never mistaken for, nor collides with, a live subscription.
 */
export function erasedEmail(email: string, subscriptionId: string): string {
  return `${ERASED_PREFIX}${addressDigest(email)}:${subscriptionId}`;
}

const isErased = like(subscriptions.email, `${ERASED_PREFIX}%`);

/** The erased records this job made of an address's earlier subscriptions. */
export const erasedRecordsOf = (address: string) =>
  like(subscriptions.email, `${ERASED_PREFIX}${addressDigest(address)}:%`);

/** The subscription of an address, if it has one, and the erased records of its earlier ones. */
export async function consentHistoryOf(db: DbExecutor, email: string) {
  // Normalised as the subscribe form stores it.
  const address = email.trim().toLowerCase();
  return db
    .select()
    .from(subscriptions)
    .where(or(eq(subscriptions.email, address), erasedRecordsOf(address)))
    .orderBy(asc(subscriptions.consentAt));
}

/** The address must go from the mails that were sent to it as a subscriber, too. */
export async function deleteSubscriberMails(tx: DbExecutor, emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  await tx
    .delete(mailOutbox)
    .where(and(inArray(mailOutbox.to, emails), like(mailOutbox.kind, "subscription.%")));
}

/**
 * Deletes sign-ups whose latest request was not confirmed within 7 days, with their confirmation
 * mails. It counts from `consent_at`, not `created_at`: an address that unsubscribed and signs up
 * again reuses its old row, and its fresh link must not be deleted for the row's age.
 */
export async function deleteUnconfirmedSignUps(tx: DbExecutor, now: Date): Promise<number> {
  const deleted = await tx
    .delete(subscriptions)
    .where(
      and(
        eq(subscriptions.status, "pending"),
        lt(subscriptions.consentAt, new Date(now.getTime() - CONFIRMATION_WINDOW_MS)),
      ),
    )
    .returning({ email: subscriptions.email });
  await deleteSubscriberMails(
    tx,
    deleted.map((row) => row.email),
  );
  return deleted.length;
}

/**
 * Replaces the address of subscriptions withdrawn more than 30 days ago with its erased record,
 * keeping the times of consent, confirmation and withdrawal. Up to then the address stays, so a
 * person who changes their mind gets their old subscription back (and its unsubscribe link keeps
 * working).
 *
 * The unsubscribe token hash gets the hash of a token nobody was ever given, rather than keeping
 * the old one: a record is not a subscription, and after the person subscribes again (a new row,
 * a new token) an old mail's link that still reached the record would answer "you are unsubscribed"
 * while they are in fact subscribed. Unmatched, it answers that the link is not valid, which is true.
 */
async function eraseWithdrawnAddresses(tx: DbExecutor, now: Date): Promise<number> {
  const withdrawn = await tx
    .select({ id: subscriptions.id, email: subscriptions.email })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, "unsubscribed"),
        lt(subscriptions.unsubscribedAt, new Date(now.getTime() - ERASE_ADDRESS_AFTER_MS)),
        notLike(subscriptions.email, `${ERASED_PREFIX}%`),
      ),
    )
    // Locked, so a subscribe of the same address waits and then finds it gone instead of reviving it.
    .for("update");
  for (const { id, email } of withdrawn) {
    await tx
      .update(subscriptions)
      .set({
        email: erasedEmail(email, id),
        confirmTokenHash: null,
        unsubscribeTokenHash: hashToken(newConfirmToken()),
      })
      .where(eq(subscriptions.id, id));
  }
  await deleteSubscriberMails(
    tx,
    withdrawn.map((row) => row.email),
  );
  return withdrawn.length;
}

async function deleteExpiredConsentRecords(tx: DbExecutor, now: Date): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - KEEP_CONSENT_RECORD_YEARS);
  const deleted = await tx
    .delete(subscriptions)
    .where(and(isErased, lt(subscriptions.unsubscribedAt, cutoff)))
    .returning({ id: subscriptions.id });
  return deleted.length;
}

async function tryRetentionLock(tx: DbExecutor): Promise<boolean> {
  const result = await tx.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_ID}) as locked`,
  );
  // postgres.js answers with the rows themselves, PGlite with an object that holds them.
  const rows = Array.isArray(result) ? result : (result as { rows: { locked: boolean }[] }).rows;
  return rows[0]?.locked === true;
}

/**
 * Applies the newsletter's retention rules in one transaction: unconfirmed sign-ups go after 7 days,
 * addresses 30 days after a withdrawal, and the remaining consent records three years after it.
 * Answers null without touching anything while another instance is applying them.
 */
export async function applySubscriptionRetention(db: Db, now = new Date()): Promise<RetentionCounts | null> {
  return db.transaction(async (tx) => {
    if (!(await tryRetentionLock(tx))) return null;
    const deletedPending = await deleteUnconfirmedSignUps(tx, now);
    const erased = await eraseWithdrawnAddresses(tx, now);
    const deletedRecords = await deleteExpiredConsentRecords(tx, now);
    return { deletedPending, erased, deletedRecords };
  });
}
