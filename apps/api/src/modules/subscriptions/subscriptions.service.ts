import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { type DbExecutor, enqueueMail } from "../mail/outbox";
import {
  hashToken,
  newConfirmToken,
  type UnsubscribeSecrets,
  unsubscribeTokenFor,
  unsubscribeTokenOf,
} from "./subscription-tokens";
import { confirmationMail } from "./subscriptions.mail";
import { CONFIRMATION_WINDOW_MS, deleteUnconfirmedSignUps } from "./subscriptions.retention";
import { subscriptions } from "./subscriptions.tables";

/** Subscribing again while a confirmation is pending re-sends it, at most this often. */
export const CONFIRMATION_RESEND_AFTER_MS = 10 * 60_000;

export interface SubscriptionSettings {
  secrets: UnsubscribeSecrets;
  siteUrl: string;
  apiBaseUrl: string;
}

type Subscription = typeof subscriptions.$inferSelect;

async function sendConfirmation(
  tx: DbExecutor,
  subscription: Pick<Subscription, "id" | "email">,
  settings: SubscriptionSettings,
  confirmToken: string,
  unsubscribeToken: string,
): Promise<void> {
  await enqueueMail(
    tx,
    confirmationMail({
      subscriptionId: subscription.id,
      email: subscription.email,
      confirmToken,
      confirmTokenHash: hashToken(confirmToken),
      links: {
        siteUrl: settings.siteUrl,
        apiBaseUrl: settings.apiBaseUrl,
        unsubscribeToken,
      },
    }),
  );
}

/**
 * Double opt-in. A new address is stored as pending and gets a confirmation link. A pending one
 * gets a fresh link (which replaces the old one) unless one went out in the last 10 minutes; an
 * unsubscribed one starts over; a confirmed one gets nothing. The caller answers the same in every
 * case. Each consent given is recorded in `consent_at`.
 */
export async function subscribe(db: Db, email: string, settings: SubscriptionSettings): Promise<void> {
  const now = new Date();
  const confirmToken = newConfirmToken();
  await db.transaction(async (tx) => {
    // The hourly retention job deletes them too; here they also go between its runs.
    await deleteUnconfirmedSignUps(tx, now);
    const id = randomUUID();
    const unsubscribeToken = unsubscribeTokenFor(id, settings.secrets.current);
    const [created] = await tx
      .insert(subscriptions)
      .values({
        id,
        email,
        status: "pending",
        confirmTokenHash: hashToken(confirmToken),
        unsubscribeTokenHash: hashToken(unsubscribeToken),
        consentAt: now,
      })
      .onConflictDoNothing({ target: subscriptions.email })
      .returning();
    if (created) return sendConfirmation(tx, created, settings, confirmToken, unsubscribeToken);

    const [existing] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.email, email))
      .for("update");
    if (!existing || existing.status === "confirmed") return;
    const recentlySent = now.getTime() - existing.consentAt.getTime() < CONFIRMATION_RESEND_AFTER_MS;
    if (existing.status === "pending" && recentlySent) return;
    const unsubscribeLink = unsubscribeTokenOf(existing, settings.secrets);
    await tx
      .update(subscriptions)
      .set({
        ...(unsubscribeLink.rekeyed ? { unsubscribeTokenHash: hashToken(unsubscribeLink.token) } : {}),
        status: "pending",
        confirmTokenHash: hashToken(confirmToken),
        consentAt: now,
        confirmedAt: null,
        unsubscribedAt: null,
      })
      .where(eq(subscriptions.id, existing.id));
    await sendConfirmation(tx, existing, settings, confirmToken, unsubscribeLink.token);
  });
}

export type ConfirmOutcome = "confirmed" | "unknown" | "expired";

/** Confirming twice is fine: the second click shows the same success. */
export async function confirmSubscription(db: Db, token: string): Promise<ConfirmOutcome> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const [subscription] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.confirmTokenHash, hashToken(token)))
      .for("update");
    if (!subscription || subscription.status === "unsubscribed") return "unknown";
    if (subscription.status === "confirmed") return "confirmed";
    if (now.getTime() - subscription.consentAt.getTime() > CONFIRMATION_WINDOW_MS) return "expired";
    await tx
      .update(subscriptions)
      .set({ status: "confirmed", confirmedAt: now })
      .where(eq(subscriptions.id, subscription.id));
    return "confirmed";
  });
}

export type UnsubscribeOutcome = "unsubscribed" | "unknown";

/** Works for pending and confirmed subscriptions alike, and again after it has already worked. */
export async function unsubscribe(db: Db, token: string): Promise<UnsubscribeOutcome> {
  const [subscription] = await db
    .select({ id: subscriptions.id, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.unsubscribeTokenHash, hashToken(token)));
  if (!subscription) return "unknown";
  if (subscription.status !== "unsubscribed") {
    await db
      .update(subscriptions)
      .set({ status: "unsubscribed", unsubscribedAt: new Date(), confirmTokenHash: null })
      .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.status, subscription.status)));
  }
  return "unsubscribed";
}
