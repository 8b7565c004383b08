import type { SubscriberErasureResponse } from "@quillspin/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { type AuditActor, recordAudit } from "../audit/audit-log";
import { hashToken, newConfirmToken } from "./subscription-tokens";
import { deleteSubscriberMails, ERASED_PREFIX, erasedRecordsOf } from "./subscriptions.retention";
import { subscriptions } from "./subscriptions.tables";

const dateOf = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Erasure on request (GDPR article 17). Nothing that names the person is left: a pending sign-up
 * is deleted outright (the hourly retention job deletes unconfirmed ones anyway, so the counts never
 * keep them); a confirmed or withdrawn one becomes an anonymous record, `erased:<id>`, that keeps
 * only its dates, so the counts over time do not rewrite the past. Unlike the retention job's
 * records it keeps no digest of the address: a digest of a guessable address is a way back to it.
 * The records the retention job made of the address's earlier subscriptions lose their digest too,
 * and every mail the outbox holds for the address as a subscriber goes. The audit entry names the
 * subscription's id, never the address.
 *
 * Answers null when the id is no subscription (unknown, or already erased).
 */
export async function eraseSubscriber(
  db: Db,
  id: string,
  actor: AuditActor,
  now = new Date(),
): Promise<SubscriberErasureResponse | null> {
  return db.transaction(async (tx) => {
    const [subscription] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, id))
      .for("update");
    if (!subscription || subscription.email.startsWith(ERASED_PREFIX)) return null;
    const earlierRecords = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(erasedRecordsOf(subscription.email))
      .for("update");
    for (const record of earlierRecords)
      await tx
        .update(subscriptions)
        .set({ email: `${ERASED_PREFIX}${record.id}` })
        .where(eq(subscriptions.id, record.id));

    const outcome = subscription.status === "pending" ? "deleted" : "anonymised";
    if (outcome === "deleted") await tx.delete(subscriptions).where(eq(subscriptions.id, id));
    else
      await tx
        .update(subscriptions)
        .set({
          email: `${ERASED_PREFIX}${id}`,
          status: "unsubscribed",
          unsubscribedAt: subscription.unsubscribedAt ?? now,
          confirmTokenHash: null,
          // The column needs a value; this one is the hash of a token nobody was ever given.
          unsubscribeTokenHash: hashToken(newConfirmToken()),
        })
        .where(eq(subscriptions.id, id));
    await deleteSubscriberMails(tx, [subscription.email]);

    const dates = {
      consentAt: dateOf(subscription.consentAt),
      confirmedAt: dateOf(subscription.confirmedAt),
      unsubscribedAt: dateOf(subscription.unsubscribedAt),
    };
    await recordAudit(
      tx,
      {
        actor,
        action: "subscriber.erase",
        subject: { type: "subscriber", id, label: "Erased subscriber" },
        before: { status: subscription.status, ...dates },
        after:
          outcome === "deleted"
            ? null
            : { status: "erased", ...dates, unsubscribedAt: dateOf(subscription.unsubscribedAt ?? now) },
      },
      now,
    );
    return {
      id,
      outcome,
      message:
        outcome === "deleted"
          ? "The pending sign-up is deleted, with its mails."
          : "The address is erased. Only the subscription's dates remain, for the counts.",
    };
  });
}
