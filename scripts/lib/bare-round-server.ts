// The sandbox-rounds rows' second yardstick, the floor (`npm run bench`): a bare Fastify route doing the
// least a round of the contract takes, in the order it takes it, so the ratio it reaches beside the
// one-insert yardstick is what this machine allows a game server at all. A round: its hold (a commit),
// the wallet's bet (a loopback HTTP call to a bare wallet route on the same server, which commits it),
// the outcome stored (a commit), the wallet's win (a call, a commit) and the settlement (a commit): five
// sequential single-statement commits and two calls, each answer awaited before the next step. No
// signatures, validation, game engine or logging. On the driver and pool size the API uses (postgres.js,
// 10 connections, statements prepared). `tsx scripts/lib/bare-round-server.ts <database url> <port>`:
// it creates its tables in a schema of its own and drops the schema when stopped.
import { randomUUID } from "node:crypto";
import { Agent, request } from "node:http";
import Fastify from "fastify";
import { dropOnStop, yardstickSchema } from "./bare-yardstick-schema";

const [url, port] = process.argv.slice(2);
if (!url || !port) throw new Error("usage: bare-round-server.ts <database url> <port>");
const database = await yardstickSchema(url, "bare_round");
const { schema, sql } = database;
await sql.unsafe(
  `create table ${schema}.rounds (id uuid primary key, player_id text not null, bet bigint not null, outcome jsonb, status text not null, created_at timestamptz not null default now())`,
);
await sql.unsafe(
  `create table ${schema}.wallet (id uuid primary key, round_id uuid not null, kind text not null, amount bigint not null, created_at timestamptz not null default now())`,
);
const rounds = sql(`${schema}.rounds`);
const wallet = sql(`${schema}.wallet`);

// Kept-alive connections, as the game server's wallet client keeps them.
const agent = new Agent({ keepAlive: true });
function callWallet(kind: "bet" | "win", body: { round_id: string; amount: number }): Promise<void> {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: "127.0.0.1",
        port: Number(port),
        path: `/wallet/${kind}`,
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": payload.length },
      },
      (answer) => {
        answer.resume();
        answer.once("end", () =>
          answer.statusCode === 200 ? resolve() : reject(new Error(`wallet ${answer.statusCode}`)),
        );
      },
    );
    call.once("error", reject);
    call.end(payload);
  });
}

const app = Fastify({ logger: false });
app.get("/health", async () => ({ status: "ok" }));
app.post<{ Params: { kind: string }; Body: { round_id: string; amount: number } }>(
  "/wallet/:kind",
  async (call) => {
    await sql`insert into ${wallet} (id, round_id, kind, amount) values (${randomUUID()}, ${call.body.round_id}, ${call.params.kind}, ${call.body.amount})`;
    return { balance: 0 };
  },
);
app.post("/rounds", async () => {
  const id = randomUUID();
  await sql`insert into ${rounds} (id, player_id, bet, status) values (${id}, ${"bench-player"}, ${10}, 'betting')`;
  await callWallet("bet", { round_id: id, amount: 10 });
  await sql`update ${rounds} set status = 'drawn', outcome = ${sql.json({ win: 0 })} where id = ${id}`;
  await callWallet("win", { round_id: id, amount: 0 });
  await sql`update ${rounds} set status = 'settled' where id = ${id}`;
  return { id };
});
await app.listen({ host: "127.0.0.1", port: Number(port) });
dropOnStop(app, database);
