import { type Query, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./database";

const dialect = new PgDialect();

/**
 * A statement of a sandbox round, its text built once and its values bound each run: `build` writes it
 * with stand-ins (`standInsOf`) where the values go, in `sql` templates as in Drizzle's builders (whose
 * columns then encode the values: a Date as a timestamp, an object as json). Drizzle building the text
 * of every round's statements again was a seventh of the instance's time in a round (the bench's
 * profile, docs/deploy.md).
 *
 * Each run is prepared. Drizzle sends every statement it was not asked to prepare unnamed, and
 * postgres.js then has the server describe its parameters before it binds them: two round trips and a
 * parse each time. Prepared, a connection parses it once and each later run is one round trip (PGlite,
 * in process, runs it as any other). Each distinct text stays prepared on each connection for the
 * connection's life, hence only for statements of a fixed text.
 */
export function fixedStatement<Values extends object>(
  build: (values: Values) => SQLWrapper,
): (db: Db, values: Values) => Promise<unknown> {
  let query: Query | undefined;
  return (db, values) => {
    query ??= dialect.sqlToQuery(build(standInsOf<Values>()).getSQL());
    // The name only marks it prepared: postgres.js names and keeps it by its text.
    return db._.session
      .prepareQuery(query, undefined, "prepared", false)
      .execute(values as Record<string, unknown>);
  };
}

/**
 * Stand-ins for `Values` while a fixed statement is built: each is a placeholder named `prefix` and the
 * value's name, typed as the value so the builders check it against its column. Only to be placed in
 * a statement, never read. A prefix lets a statement hold another module's change (built with these)
 * beside its own values (bound with `prefixed`).
 */
export function standInsOf<Values>(prefix = ""): Values {
  return new Proxy({} as object, {
    get: (_, name) => sql.placeholder(`${prefix}${String(name)}`),
  }) as Values;
}

/** `values` named as `standInsOf<Values>(prefix)` names their placeholders. */
export type Prefixed<Prefix extends string, Values> = {
  [Name in keyof Values & string as `${Prefix}${Name}`]: Values[Name];
};

export function prefixed<Prefix extends string, Values extends object>(
  prefix: Prefix,
  values: Values,
): Prefixed<Prefix, Values> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [`${prefix}${name}`, value]),
  ) as Prefixed<Prefix, Values>;
}

/**
 * `changes` (inserts, updates and deletes built with Drizzle) as one statement: each a data-modifying
 * CTE, which PostgreSQL runs to completion whether or not anything reads it. One statement commits all
 * of them or none, as a transaction would, in one round trip to the database rather than one per change
 * plus BEGIN and COMMIT. No two of the changes may touch the same row: they all see the rows as they
 * were before the statement.
 */
export function atOnce(changes: readonly SQLWrapper[]): SQL {
  const steps = changes.map((change, index) => sql`${sql.raw(`change_${index}`)} as (${change.getSQL()})`);
  return sql`with ${sql.join(steps, sql.raw(", "))} select 1`;
}
