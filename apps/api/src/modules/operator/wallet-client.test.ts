import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callWallet, httpTransport } from "./wallet-client";

/** A wallet on loopback that answers, stalls or redirects by path, and counts the connections it got. */
let wallet: Server;
let baseUrl: string;
let connections = 0;

beforeAll(async () => {
  wallet = createServer((request, response) => {
    const body: Buffer[] = [];
    request.on("data", (chunk: Buffer) => body.push(chunk));
    request.on("end", () => {
      if (request.url === "/stalled/bet") {
        // The status and a first byte of the body, then nothing: the deadline covers the whole answer.
        response.writeHead(200, { "content-type": "application/json" });
        response.write("{");
        return;
      }
      if (request.url === "/moved/bet") {
        response.writeHead(302, { location: "/ok/bet" }).end();
        return;
      }
      const { amount } = JSON.parse(Buffer.concat(body).toString("utf8")) as { amount: number };
      response
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ balance: amount }));
    });
  });
  wallet.on("connection", () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => wallet.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(wallet.address() as AddressInfo).port}`;
});

afterAll(async () => {
  wallet.closeAllConnections();
  await new Promise((resolve) => wallet.close(resolve));
});

const call = {
  player_id: "p1",
  session_id: "s1",
  currency: "EUR",
  game: "quest-of-ra",
  round_id: "r1",
  transaction_id: "t1",
  amount: 150,
};
const target = (path: string) => ({ baseUrl: `${baseUrl}${path}`, operatorId: "op", secret: "secret" });

describe("the wallet client over HTTP", () => {
  it("sends signed calls on one kept-alive connection and reads the balance", async () => {
    const before = connections;
    for (const amount of [150, 300, 450]) {
      const answer = await callWallet(httpTransport, target("/ok"), "bet", { ...call, amount });
      expect(answer).toEqual({ kind: "ok", status: 200, balance: amount });
    }
    expect(connections - before).toBe(1);
  });

  it("makes an answer that stalls past the deadline no answer, at the deadline", async () => {
    const started = performance.now();
    const answer = await callWallet(httpTransport, target("/stalled"), "bet", call, { timeoutMs: 300 });
    expect(answer).toMatchObject({
      kind: "unanswered",
      status: null,
      reason: expect.stringContaining("TimeoutError"),
    });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("follows no redirect: it is no answer", async () => {
    const answer = await callWallet(httpTransport, target("/moved"), "bet", call);
    expect(answer).toMatchObject({ kind: "unanswered", status: 302 });
  });
});
