import type { SandboxSession } from "@quillspin/contracts/sandbox-sessions";
import { describe, expect, it } from "vitest";
import { asDemoRound, modelOf, seededResults } from "../../../test/support/engine-rounds";
import { moneyOf } from "./player-session";
import { sandboxOutcome, sandboxPlayerSession } from "./sandbox-session";
import { sessionAddress } from "./session-address";

const sandbox: SandboxSession = {
  session_id: "8b1f3c52-7d7e-4c56-9a6e-0f1d2c3b4a59",
  mode: "sandbox",
  game: "quest-of-ra",
  name: "Quest of Ra",
  player_id: "test-player",
  currency: "EUR",
  minor_unit_exponent: 2,
  balance: 100_000,
  bets: [10, 20, 50, 100, 200, 500, 1000, 2000],
  rtp_version: 96,
  rtp: { id: 96, rtp: 96.1, stated: true, pay_scale: 1 },
  jurisdiction: "com",
  buy_options: [{ id: "free-spins", label: "Free spins", price: 100 }],
  double_chance: null,
  free_spin_choices: null,
  max_win: 5000,
  win_tiers: { big: 20, super: 40, mega: 60 },
  rounds: 4,
  net_position: -320,
  started_at: "2026-11-29T08:00:00.000Z",
  lobby_url: null,
  expires_at: "2026-11-30T08:00:00.000Z",
};

describe("a sandbox session in the player's terms", () => {
  it("keeps the wallet's money in minor units and the game's terms as a demo states them", () => {
    const session = sandboxPlayerSession(sandbox);
    expect(session.kind).toBe("sandbox");
    if (session.kind !== "sandbox") return;
    expect(session).toMatchObject({
      id: sandbox.session_id,
      balance: 100_000,
      bets: sandbox.bets,
      currency: "EUR",
      exponent: 2,
      player_id: "test-player",
      rtp_version: sandbox.rtp,
      buy_options: sandbox.buy_options,
      gamble: null,
      rounds: 4,
      net_position: -320,
    });
    // It opens at the lowest bet of one whole euro or more.
    expect(session.bet).toBe(100);
    expect(moneyOf(session).format(session.balance)).toBe("€1,000.00");
    expect(moneyOf(session).net(session.net_position)).toBe("-€3.20");
  });

  it("opens at the highest bet when none reaches a whole unit", () => {
    const session = sandboxPlayerSession({ ...sandbox, bets: [1, 2, 5] });
    expect(session.bet).toBe(5);
  });
});

describe("the player page's session address", () => {
  const id = sandbox.session_id;
  it("tells a sandbox session by its mode, since both kinds of id are UUIDs", () => {
    expect(sessionAddress(new URLSearchParams({ session: id, mode: "sandbox" }))).toEqual({
      kind: "sandbox",
      id,
    });
    expect(sessionAddress(new URLSearchParams({ session: id }))).toEqual({ kind: "demo", id });
    expect(sessionAddress(new URLSearchParams({ session: "not-an-id", mode: "sandbox" }))).toBeNull();
    expect(sessionAddress(new URLSearchParams({ mode: "sandbox" }))).toBeNull();
  });
});

describe("a sandbox spin's answer in the player's terms", () => {
  const [drawn] = seededResults(modelOf("quest-of-ra"), 1, 0).map((result) => asDemoRound(result));
  if (!drawn) throw new Error("no round");
  const session = sandboxPlayerSession(sandbox);
  if (session.kind !== "sandbox") throw new Error("not a sandbox session");

  it("counts the round in minor units and takes the balance the wallet reported", () => {
    // The engine's round in major units (1.00 EUR bet, 2.50 EUR win); the answer's figures in cents.
    const round = { ...drawn, bet: 1, cost: 1, win: 2.5 };
    const outcome = sandboxOutcome(session, {
      round,
      currency: "EUR",
      bet: 100,
      cost: 100,
      win: 250,
      balance: 100_150,
      settlement: "settled",
    });
    expect([outcome.round.bet, outcome.round.cost, outcome.round.win]).toEqual([100, 100, 250]);
    expect(outcome.round.steps).toBe(round.steps);
    expect(outcome.session).toMatchObject({
      balance: 100_150,
      rounds: 5,
      net_position: -320 + 150,
      bet: 100,
    });
    expect(outcome.settlement).toBe("settled");
  });

  it("keeps a pending win off the balance: the wallet has not credited it yet", () => {
    const outcome = sandboxOutcome(session, {
      round: { ...drawn, bet: 1, cost: 1, win: 2.5 },
      currency: "EUR",
      bet: 100,
      cost: 100,
      win: 250,
      balance: 99_900,
      settlement: "pending",
    });
    expect(outcome.session.balance).toBe(99_900);
    expect(outcome.settlement).toBe("pending");
  });
});
