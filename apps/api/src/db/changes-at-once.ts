import { type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "./database";

/**
 * Runs `changes` (inserts, updates and deletes built with Drizzle) as one statement: each a
 * data-modifying CTE, which PostgreSQL runs to completion whether or not anything reads it. One
 * statement commits all of them or none, as a transaction would, in one round trip to the database
 * rather than one per change plus BEGIN and COMMIT. No two of the changes may touch the same row: they
 * all see the rows as they were before the statement.
 */
export async function changeAtOnce(db: Db, changes: readonly SQLWrapper[]): Promise<void> {
  const steps = changes.map((change, index) => sql`${sql.raw(`change_${index}`)} as (${change.getSQL()})`);
  await db.execute(sql`with ${sql.join(steps, sql.raw(", "))} select 1`);
}
