import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { App } from "../../src/app";
import type { Db } from "../../src/db/database";
import { mailOutbox } from "../../src/modules/mail/mail.tables";
import { subscriptions } from "../../src/modules/subscriptions/subscriptions.tables";

/** Subscribes through the API and, unless asked not to, confirms with the link from the outbox. */
export async function subscribeThroughApi(app: App, email: string, { confirm = true } = {}): Promise<void> {
  const subscribed = await app.inject({
    method: "POST",
    url: "/v1/subscriptions",
    payload: { email, consent: true },
  });
  if (subscribed.statusCode !== 202) throw new Error(`subscribe failed: ${subscribed.body}`);
  if (!confirm) return;
  const [mail] = await app.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, "subscription.confirm")))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const token = mail?.text.match(/\/subscriptions\/confirm\?token=([A-Za-z0-9_-]{43})/)?.[1];
  const confirmed = await app.inject({
    method: "POST",
    url: "/v1/subscriptions/confirm",
    payload: { token },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.body}`);
}

/** A subscription with the times a test needs, written straight into the table. */
export async function storeSubscription(
  db: Db,
  values: {
    email: string;
    status: "pending" | "confirmed" | "unsubscribed";
    consentAt: Date;
    confirmedAt?: Date | null;
    unsubscribedAt?: Date | null;
  },
): Promise<string> {
  const id = randomUUID();
  await db.insert(subscriptions).values({
    id,
    confirmedAt: null,
    unsubscribedAt: null,
    ...values,
    createdAt: values.consentAt,
    unsubscribeTokenHash: `hash-of-${id}`,
  });
  return id;
}

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;

/**
 * Every place in the database that still holds any of the texts: each text, varchar, json and
 * array column of each table, as `table.column`. Tables added later are searched too.
 */
export async function placesHolding(db: Db, texts: string[]): Promise<string[]> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public'
        and data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')
      order by table_name, column_name`),
  );
  const found = new Set<string>();
  for (const { table_name: table, column_name: column } of columns)
    for (const text of texts) {
      const [row] = rowsOf<{ hits: number }>(
        await db.execute(
          sql`select count(*)::int as hits from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${text}%`}`,
        ),
      );
      if (Number(row?.hits) > 0) found.add(`${table}.${column}`);
    }
  return [...found];
}
