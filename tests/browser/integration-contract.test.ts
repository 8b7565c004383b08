import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  holdingFirstBet,
  startTestWallet,
  type WalletBehaviour,
} from "../../apps/api/test/support/test-wallet";
import { useMailSession } from "./mail-session";
import { apiCall, approvedPartner } from "./partner-api";

/**
 * The whole operator contract end to end, against a wallet written from the public guide alone: the
 * page's own Node module checks the wallet's signatures and signs our calls, the page's curl and Node
 * examples open the sessions as printed, the game server plays rounds over HTTP against the wallet on
 * loopback, and the wallet's ledger, the game's answers and the Operator API's rounds must agree to
 * the minor unit.
 */

const run = promisify(execFile);
const siteUrl = inject("siteUrl");
const apiUrl = inject("apiUrl");
const mail = useMailSession();

type GuideSigning = {
  signedHeaders: (operatorId: string, secret: string, rawBody: string) => Record<string, string>;
  verifySignature: (headers: IncomingHttpHeaders, rawBody: string, secret: string) => boolean;
};

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" };
const decode = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name) => entities[name] ?? "");

/** The code of one of the page's examples, as a visitor copies it. */
function exampleOf(html: string, id: string): string {
  const found = new RegExp(`<figure[^>]*data-example="${id}"[^>]*>[\\s\\S]*?<code>([\\s\\S]*?)</code>`).exec(
    html,
  );
  if (!found?.[1]) throw new Error(`the guide has no example ${id}`);
  return decode(found[1]);
}

/** The first column of one of the page's fact tables (`data-facts`), as text. */
function factsOf(html: string, table: string): string[] {
  const found = new RegExp(`<table[^>]*data-facts="${table}"[^>]*>([\\s\\S]*?)</table>`).exec(html);
  if (!found?.[1]) throw new Error(`the guide has no table ${table}`);
  const body = found[1].split("<tbody>")[1] ?? "";
  return [...body.matchAll(/<tr>\s*<td>([\s\S]*?)<\/td>/g)].map((row) =>
    decode((row[1] ?? "").replace(/<[^>]+>/g, "")),
  );
}

let html = "";
let folder = "";
let guide: GuideSigning;
let secret = "";
let operatorId = "";
let accessToken = "";
let wallet: Awaited<ReturnType<typeof startTestWallet>>;
/** How the wallet treats the next calls: as the contract says, unless a test breaks it for a while. */
let faults: WalletBehaviour = () => "answer";

beforeAll(async () => {
  wallet = await startTestWallet({
    secret: () => secret,
    behaviour: (operation, body) => faults(operation, body),
    // The guide's check, not the API's: the wallet is the one a partner would write from the page.
    verify: (headers, rawBody, key) => guide.verifySignature(headers, rawBody, key),
  });
  const response = await fetch(`${siteUrl}/integration`);
  expect(response.status).toBe(200);
  html = await response.text();
  folder = mkdtempSync(path.join(tmpdir(), "quillspin-guide-"));
  const signing = exampleOf(html, "node-signing");
  const file = /^\/\/ (\S+\.mjs)/.exec(signing)?.[1];
  expect(file, "the Node signing example names its file").toBeTruthy();
  writeFileSync(path.join(folder, file ?? ""), signing);
  guide = (await import(pathToFileURL(path.join(folder, file ?? "")).href)) as GuideSigning;

  accessToken = await approvedPartner(mail.inbox, {
    name: "Iris Okafor",
    email: `iris.okafor-${Date.now()}@lagoon-gaming.example`,
    company: "Lagoon Gaming Ltd",
    jobTitle: "Head of Platform",
    password: "tidal copper lantern meadow",
  });
  const issued = await apiCall<{ operator_id: string; secret: string }>("/partner/integration/credentials", {
    method: "POST",
    token: accessToken,
  });
  operatorId = issued.operator_id;
  secret = issued.secret;
  await apiCall("/partner/integration", {
    method: "PUT",
    token: accessToken,
    body: { wallet_url: wallet.url, currencies: ["EUR"] },
  });
}, 60_000);

afterAll(async () => {
  await wallet?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const environment = () => ({
  ...process.env,
  QUILLSPIN_API: apiUrl,
  OPERATOR_ID: operatorId,
  OPERATOR_SECRET: secret,
});

/** A call to the Operator API signed with the guide's own `signedHeaders`. */
async function operatorCall<T>(method: "GET" | "POST", address: string, body?: unknown) {
  const raw = body === undefined ? "" : JSON.stringify(body);
  const response = await fetch(`${apiUrl}${address}`, {
    method,
    headers: {
      ...guide.signedHeaders(operatorId, secret, raw),
      ...(raw ? { "content-type": "application/json" } : {}),
    },
    ...(raw ? { body: raw } : {}),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** A call straight to the wallet, as the game server would send it, signed with `key`. */
async function walletCall(operation: string, body: Record<string, unknown>, key = secret) {
  const raw = JSON.stringify(body);
  const response = await fetch(`${wallet.url}/${operation}`, {
    method: "POST",
    headers: { ...guide.signedHeaders(operatorId, key, raw), "content-type": "application/json" },
    body: raw,
  });
  return { status: response.status, body: (await response.json()) as { balance?: number; error?: string } };
}

interface RoundsPage {
  data: Round[];
  next_cursor: string | null;
}

interface Round {
  round_id: string;
  bet: number;
  win: number | null;
  status: string;
  currency: string;
  player_id: string;
}

describe("the operator contract, against a wallet written from /integration", () => {
  it("documents exactly the headers the guide's code sends and every code the guide's wallet answers", async () => {
    const headers = guide.signedHeaders("op_test", "a secret", "{}");
    expect(factsOf(html, "signature-headers")).toEqual(Object.keys(headers));
    const documented = factsOf(html, "wallet-errors");
    const player = { player_id: `guide-codes-${Date.now()}`, session_id: "s", game: "quest-of-ra" };
    const bet = (amount: unknown, extra: Record<string, unknown> = {}) => ({
      ...player,
      currency: "EUR",
      round_id: crypto.randomUUID(),
      transaction_id: crypto.randomUUID(),
      amount,
      ...extra,
    });
    const ledgerBefore = wallet.ledger.length;
    const refusals = [
      await walletCall("bet", bet(100), "not the secret"),
      await walletCall("bet", bet(10_000_000)),
      await walletCall("bet", bet(100, { currency: "JPY" })),
      await walletCall("bet", bet(-1)),
    ];
    expect(refusals.map((answer) => answer.status)).toEqual([401, 402, 409, 400]);
    for (const answer of refusals) expect(documented).toContain(answer.body.error);
    expect(wallet.ledger.length, "a refused call moves no money").toBe(ledgerBefore);
  });

  it("opens sessions with the page's curl and Node examples, plays rounds, and agrees with the wallet to the minor unit", async () => {
    const curl = await run("bash", ["-c", exampleOf(html, "curl-open-session")], { env: environment() });
    const opened = JSON.parse(curl.stdout) as { session_id: string; game_url: string };
    expect(new URL(opened.game_url).searchParams.get("session")).toBe(opened.session_id);

    writeFileSync(path.join(folder, "open-session.mjs"), exampleOf(html, "node-open-session"));
    const node = await run(process.execPath, ["open-session.mjs"], { cwd: folder, env: environment() });
    const [status, answer] = [node.stdout.slice(0, 3), JSON.parse(node.stdout.slice(4))];
    expect(status).toBe("201");
    expect(answer.session_id).not.toBe(opened.session_id);

    const session = await apiCall<{ player_id: string; balance: number; bets: number[]; currency: string }>(
      `/operator-sessions/${opened.session_id}`,
    );
    const account = wallet.balances.get(session.player_id);
    expect(session.balance).toBe(account?.balance);
    const before = session.balance;
    const ledgerBefore = wallet.ledger.length;

    const played: { id: string; bet: number; win: number; balance: number }[] = [];
    for (const bet of [session.bets[0], session.bets[1], session.bets[0], session.bets[2], session.bets[0]]) {
      const spin = await apiCall<{
        round: { id: string };
        bet: number;
        win: number;
        balance: number;
        settlement: string;
      }>(`/operator-sessions/${opened.session_id}/spins`, { method: "POST", body: { bet } });
      expect(spin.settlement).toBe("settled");
      played.push({ id: spin.round.id, bet: spin.bet, win: spin.win, balance: spin.balance });
    }

    // The wallet's ledger: one bet and one win per round, the amounts the game answered, in minor units.
    const entries = wallet.ledger.slice(ledgerBefore);
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    expect(entries.map((entry) => entry.operation)).toEqual(played.flatMap(() => ["bet", "win"]));
    expect(entries.every((entry) => Number.isSafeInteger(entry.amount))).toBe(true);
    const bets = sum(entries.filter((entry) => entry.operation === "bet").map((entry) => entry.amount));
    const wins = sum(entries.filter((entry) => entry.operation === "win").map((entry) => entry.amount));
    expect(bets).toBe(sum(played.map((round) => round.bet)));
    expect(wins).toBe(sum(played.map((round) => round.win)));
    expect(account?.balance).toBe(before - bets + wins);
    expect(played.at(-1)?.balance).toBe(account?.balance);

    // The Operator API pages the same rounds, newest first, two at a time.
    const paged: Round[] = [];
    let cursor: string | null = null;
    do {
      const query: URLSearchParams = new URLSearchParams({
        player_id: session.player_id,
        limit: "2",
        ...(cursor ? { cursor } : {}),
      });
      const page: { status: number; body: RoundsPage } = await operatorCall<RoundsPage>(
        "GET",
        `/operator/rounds?${query}`,
      );
      expect(page.status).toBe(200);
      expect(page.body.data.length).toBeLessThanOrEqual(2);
      paged.push(...page.body.data);
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(paged.map((round) => round.round_id)).toEqual(played.map((round) => round.id).reverse());
    expect(paged.every((round) => round.status === "settled" && round.currency === "EUR")).toBe(true);
    expect(sum(paged.map((round) => round.bet))).toBe(bets);
    expect(sum(paged.map((round) => round.win ?? 0))).toBe(wins);

    // One round's transactions are the wallet's entries, id for id.
    const first = played[0];
    const detail = await operatorCall<{
      transactions: { transaction_id: string; kind: string; amount: number }[];
    }>("GET", `/operator/rounds/${first?.id}`);
    expect(detail.status).toBe(200);
    expect(
      detail.body.transactions.map(({ transaction_id, kind, amount }) => ({
        operation: kind,
        transactionId: transaction_id,
        roundId: first?.id,
        playerId: session.player_id,
        amount,
      })),
    ).toEqual(entries.slice(0, 2));

    // The page's curl GET lists them too.
    const listed = await run("bash", ["-c", exampleOf(html, "curl-list-rounds")], { env: environment() });
    const ids = (JSON.parse(listed.stdout) as { data: Round[] }).data.map((round) => round.round_id);
    for (const round of played) expect(ids).toContain(round.id);

    // A call signed with another secret is refused with 401 and changes nothing.
    const refused = await fetch(`${apiUrl}/operator/sessions`, {
      method: "POST",
      headers: {
        ...guide.signedHeaders(operatorId, "not the secret", "{}"),
        "content-type": "application/json",
      },
      body: "{}",
    });
    expect(refused.status).toBe(401);
    const after = await operatorCall<{ data: Round[] }>(
      "GET",
      `/operator/rounds?player_id=${session.player_id}`,
    );
    expect(after.body.data).toHaveLength(played.length);
  });

  it("settles every round exactly once when the wallet fails: a bet rolled back, a lost win sent again, a second spin refused", async () => {
    const opened = await operatorCall<{ session_id: string }>("POST", "/operator/sessions", {
      player_id: `faults-${Date.now()}`,
      currency: "EUR",
      game: "quest-of-ra",
    });
    expect(opened.status).toBe(201);
    const sessionId = opened.body.session_id;
    const session = await apiCall<{ player_id: string; bets: number[]; balance: number }>(
      `/operator-sessions/${sessionId}`,
    );
    const bet = session.bets[0] ?? 0;
    const spin = () =>
      fetch(`${apiUrl}/operator-sessions/${sessionId}/spins`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ bet }),
      });
    const rounds = async () =>
      (await operatorCall<RoundsPage>("GET", `/operator/rounds?player_id=${session.player_id}`)).body.data;
    const ledgerBefore = wallet.ledger.length;

    // The wallet answers the bet with a 500: the round is not played and its bet is rolled back.
    faults = (operation) => (operation === "bet" ? "500 before moving" : "answer");
    const refused = await spin();
    expect(refused.status).toBe(503);
    faults = () => "answer";
    await expect.poll(async () => (await rounds())[0]?.status, { timeout: 30_000 }).toBe("rolled_back");

    // The wallet credits a win but its answer is lost: the game server sends the same win again from its
    // outbox until acknowledged, and the wallet, seeing the transaction id again, pays it once.
    let lost = false;
    faults = (operation) => {
      if (operation !== "win" || lost) return "answer";
      lost = true;
      return "500 after moving";
    };
    const pending = await spin();
    expect(pending.status).toBe(200);
    const played = (await pending.json()) as { round: { id: string }; settlement: string; win: number };
    expect(played.settlement).toBe("pending");
    await expect
      .poll(async () => (await rounds()).find((round) => round.round_id === played.round.id)?.status, {
        timeout: 30_000,
      })
      .toBe("settled");
    faults = () => "answer";

    // Two spins of the session at once: one plays, the other is refused with 409. The wallet holds the
    // first spin's bet until the second has been answered, so the two overlap however fast the machine.
    const holding = holdingFirstBet();
    faults = holding.behaviour;
    const first = spin();
    await holding.reached;
    const second = await spin();
    holding.release();
    expect([(await first).status, second.status]).toEqual([200, 409]);
    faults = () => "answer";

    // The wallet's ledger: no money moved for the refused bet; one bet and one win for each round played.
    const entries = wallet.ledger.slice(ledgerBefore);
    const listed = await rounds();
    const settled = listed.filter((round) => round.status === "settled");
    expect(settled).toHaveLength(2);
    for (const round of settled) {
      expect(
        entries.filter((entry) => entry.roundId === round.round_id).map((entry) => entry.operation),
      ).toEqual(["bet", "win"]);
    }
    expect(entries.filter((entry) => entry.operation === "win" && entry.roundId === played.round.id)).toEqual(
      [expect.objectContaining({ amount: played.win })],
    );
    const moved = entries.reduce(
      (total, entry) => total + (entry.operation === "bet" ? -entry.amount : entry.amount),
      0,
    );
    expect(wallet.balances.get(session.player_id)?.balance).toBe(session.balance + moved);
    const rolledBack = listed.find((round) => round.status === "rolled_back");
    expect(rolledBack).toBeTruthy();
    expect(entries.filter((entry) => entry.roundId === rolledBack?.round_id)).toEqual([]);
  });
});
