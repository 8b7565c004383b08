// The yardstick of the sandbox-rounds rows (`npm run bench`): a bare Fastify route doing one PostgreSQL
// transaction that inserts one row, on the driver and pool size the API uses (postgres.js, 10
// connections). `tsx scripts/lib/bare-insert-server.ts <database url> <port>`: it creates its table in a
// schema of its own, answers `POST /rows` with the new row's id, and drops the schema when stopped.
import { randomUUID } from "node:crypto";
import Fastify from "fastify";
import { dropOnStop, yardstickSchema } from "./bare-yardstick-schema";

const [url, port] = process.argv.slice(2);
if (!url || !port) throw new Error("usage: bare-insert-server.ts <database url> <port>");
const database = await yardstickSchema(url, "bare_insert");
const { schema, sql } = database;
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
dropOnStop(app, database);
