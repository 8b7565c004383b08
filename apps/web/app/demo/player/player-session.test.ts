import type { SandboxSession } from "@quillspin/contracts/sandbox-sessions";
import { describe, expect, it } from "vitest";
import { moneyOf } from "./player-session";
import { sandboxPlayerSession } from "./sandbox-session";
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
