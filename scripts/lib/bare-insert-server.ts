// The yardstick of the sandbox-rounds rows (`npm run bench`): a bare Fastify route doing one PostgreSQL
// transaction that inserts one row, on the driver and pool size the API uses (postgres.js, 10
// connections). `tsx scripts/lib/bare-insert-server.ts <database url> <port>`: it creates its table in a
// schema of its own, answers `POST /rows` with the new row's id, and drops the schema when stopped.
import { randomUUID } from "node:crypto";
import Fastify from "fastify";
import postgres from "postgres";

const [url, port] = process.argv.slice(2);
if (!url || !port) throw new Error("usage: bare-insert-server.ts <database url> <port>");
const schema = `bare_insert_${process.pid}`;
const sql = postgres(url, { max: 10, onnotice: () => {} });
await sql.unsafe(`create schema ${schema}`);
await sql.unsafe(
  `create table ${schema}.rows (id uuid primary key, player_id text not null, amount bigint not null, created_at timestamptz not null default now())`,
);

const app = Fastify({ logger: false });
app.get("/health", async () => ({ status: "ok" }));
app.post("/rows", async () => {
  const id = randomUUID();
  await sql.begin(
    (tx) =>
      tx`insert into ${sql(schema)}.rows (id, player_id, amount) values (${id}, ${"bench-player"}, ${10})`,
  );
  return { id };
});
await app.listen({ host: "127.0.0.1", port: Number(port) });

const stop = async () => {
  await app.close();
  await sql.unsafe(`drop schema if exists ${schema} cascade`);
  await sql.end({ timeout: 5 });
  process.exit(0);
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
