/**
 * `npm run mail:outbox`: what the outbox still has to send, with the links in each mail, so a
 * developer without SMTP_URL can follow a confirmation link and an operator can see failures.
 *
 *   npm run mail:outbox                   pending, sending and failed mails
 *   npm run mail:outbox -- --all          also the 50 most recently sent
 *   npm run mail:outbox -- --retry-failed queue every failed mail again from attempt 0
 */
import { desc, eq, inArray, sql } from "drizzle-orm";
import { loadApiConfig } from "../config/env";
import { mailOutbox } from "../modules/mail/mail.tables";
import { openCliDatabase } from "./cli-database";

const flags = new Set(process.argv.slice(2));
const config = loadApiConfig();

const { database, close } = await openCliDatabase(config, "npm run mail:outbox");
try {
  const { db } = database;

  if (flags.has("--retry-failed")) {
    const requeued = await db
      .update(mailOutbox)
      .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, requeuedAt: sql`now()` })
      .where(eq(mailOutbox.status, "failed"))
      .returning({ id: mailOutbox.id });
    console.log(`${requeued.length} failed mail(s) queued again.`);
  }

  const waiting = await db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ["pending", "sending", "failed"]))
    .orderBy(mailOutbox.createdAt);
  const sent = flags.has("--all")
    ? await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.status, "sent"))
        .orderBy(desc(mailOutbox.sentAt))
        .limit(50)
    : [];

  const time = (date: Date | null) =>
    date ? `${date.toISOString().replace("T", " ").slice(0, 19)} UTC` : "-";
  for (const mail of [...waiting, ...sent.reverse()]) {
    console.log(`\n[${mail.status}] ${mail.kind} to ${mail.to}  (id ${mail.id})`);
    console.log(`  subject:  ${mail.subject}`);
    console.log(`  created:  ${time(mail.createdAt)}, attempts ${mail.attempts}`);
    if (mail.status === "pending") console.log(`  next try: ${time(mail.nextAttemptAt)}`);
    if (mail.status === "sending") console.log(`  leased until: ${time(mail.leaseUntil)}`);
    if (mail.status === "sent") console.log(`  sent:     ${time(mail.sentAt)}`);
    if (mail.lastError) console.log(`  last error: ${mail.lastError}`);
    for (const link of mail.text.match(/https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g) ?? []) {
      console.log(`  link:     ${link}`);
    }
  }

  const counts = await db
    .select({ status: mailOutbox.status, count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  const summary = counts.map(({ status, count }) => `${count} ${status}`).join(", ") || "empty";
  console.log(
    `\nOutbox: ${summary}.${config.mail.smtpUrl ? "" : " SMTP_URL is not set, so nothing is being sent."}`,
  );
} finally {
  await close();
}
