/** The rows a driver answers for a raw statement: postgres.js gives the rows, PGlite an object holding them. */
export const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;

/**
 * A json or jsonb column of a raw statement's row: PGlite parses it, postgres.js may hand over its text
 * when the statement's result types were not described to it.
 */
export const jsonOf = <T>(value: T | string): T =>
  typeof value === "string" ? (JSON.parse(value) as T) : value;

/** PostgreSQL's unique_violation, as either driver reports it (possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === "object"; current = (current as Error).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
