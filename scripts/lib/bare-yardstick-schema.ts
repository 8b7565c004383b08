// What the bench's bare PostgreSQL yardsticks (bare-insert-server.ts, bare-round-server.ts) share: a
// schema of their own on the server, with the driver and pool size the API uses (postgres.js, 10
// connections), dropped when the bench stops them.
import type { FastifyInstance } from "fastify";
import postgres from "postgres";

/** Connects to `url` and creates the schema `${prefix}_${pid}`, so two runs never share tables. */
export async function yardstickSchema(url: string, prefix: string) {
  const schema = `${prefix}_${process.pid}`;
  const sql = postgres(url, { max: 10, onnotice: () => {} });
  await sql.unsafe(`create schema ${schema}`);
  return { schema, sql };
}

/** On SIGTERM or SIGINT: closes `app`, drops the schema and ends the pool, then exits. */
export function dropOnStop(
  app: FastifyInstance,
  { schema, sql }: Awaited<ReturnType<typeof yardstickSchema>>,
) {
  const stop = async () => {
    await app.close();
    await sql.unsafe(`drop schema if exists ${schema} cascade`);
    await sql.end({ timeout: 5 });
    process.exit(0);
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
