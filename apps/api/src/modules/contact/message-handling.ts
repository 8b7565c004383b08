import type { MessageDetail, MessageHandlingState, MessageReadState } from "@quillspin/contracts";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { accounts } from "../accounts/accounts.tables";
import { type AuditActor, recordAudit } from "../audit/audit-log";
import { mailOutbox } from "../mail/mail.tables";
import type { DbExecutor } from "../mail/outbox";
import { contactMessages } from "./contact.tables";
import { deliveryStateOf } from "./mail-delivery-state";
import { findStoredMessage, messageDetail } from "./message-desk";
import { MessageRefusal } from "./message-refusal";

type StoredMessage = typeof contactMessages.$inferSelect;

/** The staff member acting: `request.account`. */
export type MessageActor = AuditActor & { id: string };

/** How the audit log names a message: its sender and, when given, their company. */
function subjectOf(message: StoredMessage) {
  const label = message.company ? `${message.name} (${message.company})` : message.name;
  return { type: "contact-message", id: message.id, label };
}

/** Locks the message for the change, so two staff members acting at once are applied one after the other. */
async function lockedMessage(tx: DbExecutor, id: string): Promise<StoredMessage> {
  await tx
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for("update");
  return findStoredMessage(tx, id);
}

/** Read or unread for the whole team. Marking it as it already is changes and records nothing. */
export async function setMessageRead(
  db: Db,
  id: string,
  read: MessageReadState,
  actor: MessageActor,
): Promise<MessageDetail> {
  return db.transaction(async (tx) => {
    const message = await lockedMessage(tx, id);
    const isRead = message.readAt !== null;
    if (isRead !== (read === "read")) {
      const readAt = read === "read" ? new Date() : null;
      await tx
        .update(contactMessages)
        .set({ readAt, readById: readAt ? actor.id : null })
        .where(eq(contactMessages.id, id));
      await recordAudit(tx, {
        actor,
        action: read === "read" ? "message.read" : "message.unread",
        subject: subjectOf(message),
        before: { read: isRead },
        after: { read: !isRead },
      });
    }
    return messageDetail(tx, id);
  });
}

/** Gives the message to an editor or administrator who can sign in, or to nobody. */
export async function assignMessage(
  db: Db,
  id: string,
  assigneeId: string | null,
  actor: MessageActor,
): Promise<MessageDetail> {
  return db.transaction(async (tx) => {
    const message = await lockedMessage(tx, id);
    let assignee: { id: string; email: string; name: string } | null = null;
    if (assigneeId) {
      const [staff] = await tx
        .select({ id: accounts.id, email: accounts.email, name: accounts.name })
        .from(accounts)
        .where(
          and(
            eq(accounts.id, assigneeId),
            inArray(accounts.role, ["editor", "admin"]),
            eq(accounts.status, "approved"),
          ),
        );
      if (!staff) {
        throw new MessageRefusal(
          400,
          "body.assigneeId: Assign the message to an editor or administrator whose account is active",
        );
      }
      assignee = staff;
    }
    if (message.assigneeId !== assigneeId) {
      const before = message.assigneeId
        ? await tx
            .select({ id: accounts.id, email: accounts.email, name: accounts.name })
            .from(accounts)
            .where(eq(accounts.id, message.assigneeId))
        : [];
      await tx.update(contactMessages).set({ assigneeId }).where(eq(contactMessages.id, id));
      await recordAudit(tx, {
        actor,
        action: "message.assign",
        subject: subjectOf(message),
        before: { assignee: before[0] ?? null },
        after: { assignee },
      });
    }
    return messageDetail(tx, id);
  });
}

/** Handled, or open again. */
export async function setMessageHandling(
  db: Db,
  id: string,
  state: MessageHandlingState,
  actor: MessageActor,
): Promise<MessageDetail> {
  return db.transaction(async (tx) => {
    const message = await lockedMessage(tx, id);
    const wasHandled = message.handledAt !== null;
    if (wasHandled !== (state === "handled")) {
      const handledAt = state === "handled" ? new Date() : null;
      await tx
        .update(contactMessages)
        .set({ handledAt, handledById: handledAt ? actor.id : null })
        .where(eq(contactMessages.id, id));
      await recordAudit(tx, {
        actor,
        action: state === "handled" ? "message.handle" : "message.reopen",
        subject: subjectOf(message),
        before: { handled: wasHandled },
        after: { handled: !wasHandled },
      });
    }
    return messageDetail(tx, id);
  });
}

/**
 * Queues the message's failed mail again from its first attempt; the mail worker sends it on its
 * next round. Only a failed mail can be retried: one still queued or already sent answers 409.
 */
export async function retryMessageMail(db: Db, id: string, actor: MessageActor): Promise<MessageDetail> {
  return db.transaction(async (tx) => {
    const message = await lockedMessage(tx, id);
    const [mail] = await tx
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.contactMessageId, id))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1)
      .for("update");
    if (!mail) throw new MessageRefusal(404, "This message has no mail to retry.");
    const state = deliveryStateOf(mail);
    if (state !== "failed") {
      throw new MessageRefusal(409, `Only a failed mail can be retried; this one is ${state}.`);
    }
    await tx
      .update(mailOutbox)
      .set({
        status: "pending",
        attempts: 0,
        nextAttemptAt: sql`now()`,
        requeuedAt: sql`now()`,
        leaseUntil: null,
      })
      .where(eq(mailOutbox.id, mail.id));
    await recordAudit(tx, {
      actor,
      action: "message.retry-mail",
      subject: subjectOf(message),
      before: { mail: { id: mail.id, state, attempts: mail.attempts, lastError: mail.lastError } },
      after: { mail: { id: mail.id, state: "retried", attempts: 0 } },
    });
    return messageDetail(tx, id);
  });
}
