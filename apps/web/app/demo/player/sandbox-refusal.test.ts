import { describe, expect, it } from "vitest";
import copy from "../../locale/en/demo-player-sandbox";
import { sandboxRefusalOf, sandboxRefusalText } from "./sandbox-refusal";

describe("a sandbox spin the game server refused, in a player's words", () => {
  it("words each status of operator-sessions/{id}/spins, and a 409 by its code", () => {
    expect(sandboxRefusalOf(402)).toBe("low-balance");
    expect(sandboxRefusalOf(409, "ROUND_UNDER_WAY")).toBe("round-under-way");
    expect(sandboxRefusalOf(409, "ROUND_ALREADY_PLAYED")).toBe("round-under-way");
    expect(sandboxRefusalOf(409, "SESSION_EXPIRED")).toBe("session-ended");
    expect(sandboxRefusalOf(409, "UNKNOWN_PLAYER")).toBe("wallet-refused");
    expect(sandboxRefusalOf(409)).toBe("wallet-refused");
    expect(sandboxRefusalOf(503)).toBe("wallet-silent");
    expect(sandboxRefusalOf(404)).toBe("session-ended");
    expect(sandboxRefusalOf(403)).toBe("session-ended");
    expect(sandboxRefusalOf(500)).toBe("failed");
    expect(sandboxRefusalOf(null)).toBe("failed");
    const refusals = [
      "low-balance",
      "round-under-way",
      "wallet-refused",
      "wallet-silent",
      "session-ended",
      "failed",
    ] as const;
    for (const refusal of refusals) {
      const words = sandboxRefusalText(refusal, copy);
      expect(words).not.toMatch(/\b\d{3}\b|INSUFFICIENT_FUNDS|SESSION_EXPIRED/);
      expect(words.length).toBeGreaterThan(20);
    }
  });

  it("says nothing was played on a 402 and the bet was refunded on a 503", () => {
    expect(sandboxRefusalText("low-balance", copy)).toContain("nothing was played");
    expect(sandboxRefusalText("low-balance", copy)).toContain("balance is unchanged");
    expect(sandboxRefusalText("wallet-silent", copy)).toContain("bet was refunded");
    expect(sandboxRefusalText("wallet-silent", copy)).toContain("Try again");
  });
});
