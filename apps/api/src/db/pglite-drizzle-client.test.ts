import { PGlite, type QueryOptions } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pgliteClientForDrizzle } from "./pglite-drizzle-client";

// Every column type whose parsing drizzle overrides, in a row and in arrays, plus an enum array (the
// type OIDs past 16,000 that made PGlite's per-query merge costly).
const statement = sql`select
  timestamp '2026-11-24 10:30:00' as at, timestamptz '2026-11-24 10:30:00+00' as at_zone,
  date '2026-11-24' as day, interval '1 day 2 hours' as span, 12.50::numeric as amount,
  array[timestamp '2026-11-24 10:30:00'] as ats, array[timestamptz '2026-11-24 10:30:00+00'] as at_zones,
  array[date '2026-11-24'] as days, array[interval '3 hours'] as spans, array[1.5::numeric] as amounts,
  array['b'::mood, 'a'::mood] as moods, 42 as answer, now() > date '2000-01-01' as later`;

describe("the PGlite client drizzle is handed", () => {
  let client: PGlite;
  beforeAll(async () => {
    client = new PGlite();
    await client.exec("create type mood as enum ('a', 'b')");
    await client.refreshArrayTypes();
  });
  afterAll(() => client.close());

  it("parses every row as PGlite's per-query merge of drizzle's parsers did", async () => {
    const direct = await drizzle({ client }).execute(statement);
    const query = vi.spyOn(client, "query");
    const wrapped = drizzle({ client: pgliteClientForDrizzle(client) });

    const first = await wrapped.execute(statement);
    const second = await wrapped.execute(statement);
    const inTransaction = await wrapped.transaction((tx) => tx.execute(statement));

    expect(first.rows).toEqual(direct.rows);
    expect(second.rows).toEqual(direct.rows);
    expect(inTransaction.rows).toEqual(direct.rows);
    expect(first.rows[0]).toMatchObject({ at: "2026-11-24 10:30:00", day: "2026-11-24", answer: 42 });
    // After the first query, drizzle's parsers are PGlite's own: none travels with a query any more.
    const sentOptions = query.mock.calls.map(([, , options]) => options as QueryOptions | undefined);
    expect(sentOptions.length).toBeGreaterThan(0);
    expect(sentOptions.every((options) => options?.parsers === undefined)).toBe(true);
    query.mockRestore();
  });

  it("passes on a query bringing other parsers, parsed over the table as it was", async () => {
    const wrapped = pgliteClientForDrizzle(client);
    await drizzle({ client: wrapped }).execute(sql`select 1`);
    const own = { 1082: (value: string) => `day ${value}` };
    const { rows } = await wrapped.query<{ day: string; at: unknown }>(
      "select date '2026-11-24' as day, timestamp '2026-11-24 10:30:00' as at",
      [],
      { parsers: own },
    );
    expect(rows[0]?.day).toBe("day 2026-11-24");
    // PGlite's own timestamp parser, not the string drizzle asks for.
    expect(rows[0]?.at).toBeInstanceOf(Date);
  });
});
