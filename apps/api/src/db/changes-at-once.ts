import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./database";

const dialect = new PgDialect();

/**
 * Runs a statement that is run again and again with other values (its text never changes: the values
 * are parameters) as a prepared statement. Drizzle sends every statement it was not asked to prepare
 * unnamed, and postgres.js then has the server describe its parameters before it binds them: two round
 * trips and a parse each time. Prepared, a connection parses it once and each later run is one round
 * trip (PGlite, in process, runs it as any other). Each distinct text stays prepared on each connection
 * for the connection's life, so only for statements of a fixed text: a round's.
 */
export function executePrepared(db: Db, statement: SQL): Promise<unknown> {
  // The name only marks it prepared: postgres.js names and keeps it by its text.
  return db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, "prepared", false).execute();
}

/**
 * Runs `changes` (inserts, updates and deletes built with Drizzle) as one statement: each a
 * data-modifying CTE, which PostgreSQL runs to completion whether or not anything reads it. One
 * statement commits all of them or none, as a transaction would, in one round trip to the database
 * rather than one per change plus BEGIN and COMMIT. No two of the changes may touch the same row: they
 * all see the rows as they were before the statement. Prepared (`executePrepared`): its callers' sets
 * of changes are fixed.
 */
export async function changeAtOnce(db: Db, changes: readonly SQLWrapper[]): Promise<void> {
  const steps = changes.map((change, index) => sql`${sql.raw(`change_${index}`)} as (${change.getSQL()})`);
  await executePrepared(db, sql`with ${sql.join(steps, sql.raw(", "))} select 1`);
}
