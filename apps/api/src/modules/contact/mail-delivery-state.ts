import type { MailDeliveryState, MessageMail } from "@quillspin/contracts";
import type { mailOutbox } from "../mail/mail.tables";

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * The outbox's own statuses say what the worker does next; the back office says what happened:
 * a mail waiting again after a refusal or a person's retry is `retried`, not simply `queued`.
 */
export function deliveryStateOf(
  row: Pick<OutboxRow, "status" | "lastError" | "requeuedAt">,
): MailDeliveryState {
  if (row.status === "sent") return "sent";
  if (row.status === "failed") return "failed";
  return row.lastError !== null || row.requeuedAt !== null ? "retried" : "queued";
}

export function toMessageMail(row: OutboxRow): MessageMail {
  const waiting = row.status === "pending" || row.status === "sending";
  return {
    id: row.id,
    state: deliveryStateOf(row),
    to: row.to,
    attempts: row.attempts,
    queuedAt: row.createdAt.toISOString(),
    nextAttemptAt: waiting ? row.nextAttemptAt.toISOString() : null,
    requeuedAt: row.requeuedAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    lastError: row.lastError,
  };
}
