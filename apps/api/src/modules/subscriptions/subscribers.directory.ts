import {
  MAX_SUBSCRIBER_COUNT_PERIODS,
  type PageMeta,
  type Subscriber,
  type SubscriberCountInterval,
  type SubscriberCountsQuery,
  type SubscriberCountsResponse,
  type SubscriberListQuery,
} from "@quillspin/contracts";
import { and, count, desc, eq, ilike, notLike, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { rowsOf } from "../../db/raw-rows";
import { ERASED_PREFIX } from "./subscriptions.retention";
import { subscriptions } from "./subscriptions.tables";

/** Erased records keep dates for the counts; they are nobody's subscription any more. */
export const isSubscriber = notLike(subscriptions.email, `${ERASED_PREFIX}%`);

/** `%`, `_` and `\` match themselves in a contains-search. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The list for administrators, newest sign-up first. */
export async function listSubscribers(
  db: Db,
  query: SubscriberListQuery,
): Promise<{ data: Subscriber[]; meta: PageMeta }> {
  const conditions: SQL[] = [isSubscriber];
  if (query.search) conditions.push(ilike(subscriptions.email, containing(query.search.toLowerCase())));
  if (query.status) conditions.push(eq(subscriptions.status, query.status));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(subscriptions)
      .where(where)
      .orderBy(desc(subscriptions.consentAt), desc(subscriptions.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(subscriptions).where(where),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      email: row.email,
      status: row.status,
      consentAt: row.consentAt.toISOString(),
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
      unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    })),
    meta: { page: query.page, limit: query.limit, total: totals?.total ?? 0 },
  };
}

const DAY_MS = 24 * 60 * 60_000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The first day (UTC) of the period that holds `day`: weeks start on Monday, as ISO 8601 has it. */
export function periodStart(day: string, interval: SubscriberCountInterval): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (interval === "week") date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  if (interval === "month") date.setUTCDate(1);
  return isoDate(date);
}

function periodsBetween(first: string, last: string, interval: SubscriberCountInterval): number {
  const [a, b] = [new Date(`${first}T00:00:00Z`), new Date(`${last}T00:00:00Z`)];
  if (interval === "month")
    return (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth() + 1;
  return Math.round((b.getTime() - a.getTime()) / DAY_MS / (interval === "week" ? 7 : 1)) + 1;
}

export class TooManyPeriods extends Error {
  constructor(periods: number) {
    super(
      `From: the range holds ${periods} periods; choose at most ${MAX_SUBSCRIBER_COUNT_PERIODS}, with a shorter range or a longer interval`,
    );
  }
}

/**
 * How many subscriptions were pending, confirmed and unsubscribed at the end of each period,
 * worked out from the times each row holds: pending from its consent until it was confirmed or
 * withdrawn, confirmed until withdrawn, unsubscribed from then on (erased records included, which
 * is why an erasure keeps the dates). Deleted sign-ups and the earlier history of an address that
 * subscribed again are gone, so the past is what the table still remembers, not a log.
 */
export async function countSubscribersOverTime(
  db: Db,
  query: SubscriberCountsQuery,
  today = isoDate(new Date()),
): Promise<SubscriberCountsResponse> {
  const { interval } = query;
  const to = query.to ?? today;
  const from = query.from ?? isoDate(new Date(new Date(`${to}T00:00:00Z`).getTime() - 29 * DAY_MS));
  const first = periodStart(from, interval);
  const last = periodStart(to, interval);
  const periods = periodsBetween(first, last, interval);
  if (periods > MAX_SUBSCRIBER_COUNT_PERIODS) throw new TooManyPeriods(periods);
  const step = `1 ${interval}`;
  const result = await db.execute(sql`
    select to_char(p.start, 'YYYY-MM-DD') as start,
      count(s.id) filter (
        where s.consent_at < p.ends
          and coalesce(least(s.confirmed_at, s.unsubscribed_at) >= p.ends, true)
      )::int as pending,
      count(s.id) filter (
        where s.confirmed_at < p.ends and (s.unsubscribed_at is null or s.unsubscribed_at >= p.ends)
      )::int as confirmed,
      count(s.id) filter (where s.unsubscribed_at < p.ends)::int as unsubscribed
    from (
      select g as start, (g + ${step}::interval) at time zone 'UTC' as ends
      from generate_series(${first}::timestamp, ${last}::timestamp, ${step}::interval) as g
    ) as p
    left join ${subscriptions} as s on true
    group by p.start
    order by p.start`);
  const now = await db
    .select({ status: subscriptions.status, total: count() })
    .from(subscriptions)
    .groupBy(subscriptions.status);
  const totalOf = (status: Subscriber["status"]) => now.find((row) => row.status === status)?.total ?? 0;
  return {
    interval,
    periods: rowsOf<{ start: string; pending: number; confirmed: number; unsubscribed: number }>(result).map(
      (row) => ({
        start: row.start,
        confirmed: Number(row.confirmed),
        pending: Number(row.pending),
        unsubscribed: Number(row.unsubscribed),
      }),
    ),
    now: {
      confirmed: totalOf("confirmed"),
      pending: totalOf("pending"),
      unsubscribed: totalOf("unsubscribed"),
    },
  };
}
