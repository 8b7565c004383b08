import { describe, expect, it } from "vitest";
import { gameRecordBySlug } from "../index";
import type { GameRecord } from "../schema";
import { auditCatalogue, auditGame, factWays } from "./audit";
import { auditReport } from "./report";

function record(slug: string): GameRecord {
  const found = gameRecordBySlug(slug);
  if (!found) throw new Error(`no record ${slug}`);
  return structuredClone(found);
}

describe("auditGame", () => {
  it("reports a text RTP that differs from the facts, with its section path", () => {
    const panda = record("double-fortune-panda");
    panda.content.overview[3].content = panda.content.overview[3].content.replace("96.06% RTP", "96% RTP");
    expect(auditGame(panda).mismatches).toEqual([
      expect.objectContaining({
        slug: "double-fortune-panda",
        field: "rtp",
        location: "overview[3].content",
        found: "96%",
        expected: "96.06%",
      }),
    ]);
  });

  it("reports a max win, ways count and bet range that differ from the facts", () => {
    const cleo = record("cleos-riches-flexiways");
    cleo.content.summary2 =
      "<p>The max win is 6,000x, on up to 262,144 ways, for bets from 0.10 to 50.00.</p>";
    const found = auditGame(cleo).mismatches.map(({ field, found, expected }) => [field, found, expected]);
    expect(found).toEqual([
      ["max_win", "6,000x", "5,000x"],
      ["ways", "262,144 ways", "200,704 ways"],
      ["bet_range", "0.10 to 50.00", "0.20 to 100.00"],
    ]);
  });

  it("checks buy prices against the spec's prices, and allows every stated price of a game", () => {
    const monster = record("monster-load-up-hold-and-win");
    expect(auditGame(monster).mismatches).toEqual([]);
    monster.content.summary2 = "<p>The Buy Bonus costs 150x.</p>";
    expect(auditGame(monster).mismatches).toEqual([
      expect.objectContaining({ field: "buy_price", found: "150x", expected: "100x or 200x" }),
    ]);
  });

  it("reports any buy price in a game the spec gives none", () => {
    const quest = record("quest-of-ra");
    quest.content.summary2 = "<p>The Buy Bonus costs 50x.</p>";
    expect(auditGame(quest).mismatches).toEqual([
      expect.objectContaining({ field: "buy_price", expected: "no buy price" }),
    ]);
  });

  it("reads the ways count of a paylines fact", () => {
    expect(factWays(record("coral-reef-flexiways").facts)).toBe(117649);
    expect(factWays(record("quest-of-ra").facts)).toBeUndefined();
  });
});

describe("auditReport", () => {
  it("lists every recorded discrepancy and fails on a mismatch", () => {
    const coral = record("coral-reef-flexiways");
    const clean = auditReport(auditCatalogue([coral]));
    expect(clean.passed).toBe(true);
    expect(clean.lines.join("\n")).toContain("other:  50,040 ways (one place)");

    coral.content.rules.content = "<p>The max win is 5,000x the total bet.</p>";
    const failing = auditReport(auditCatalogue([coral]));
    expect(failing.passed).toBe(false);
    expect(failing.lines.join("\n")).toContain("coral-reef-flexiways · max_win · rules.content");
    expect(failing.lines.join("\n")).toContain('found 5,000x, the rejected reading "5,000x (text)"');
    expect(failing.lines.at(-1)).toMatch(/^FAILED: 1 games, .* 1 mismatches, 1 rejected readings in texts$/);
  });
});
