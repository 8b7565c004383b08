import { type GameRecord, gameRecordBySlug } from "@quillspin/content";
import { gameSlugs, type PrintedSymbolPays, printedPaytable } from "@quillspin/game-engine";
import { describe, expect, it } from "vitest";
import { symbolFile } from "../../demo/player/symbol-art";

/**
 * Issue 30: a game's paytable is written twice, as the page's text (the content record's `multiplier`
 * lines, which catalogue.md words) and as the maths model's numbers. The text stays the spec's, so this
 * test holds the two to each other: every pay the maths prints must be on the page, and every pay the
 * page names for a paying symbol must be the maths'.
 */

/** One printed pay of a page's paytable line: the counts it covers ("5x", "8-9", "12+") and the pay. */
interface PagePay {
  readonly label: string;
  readonly from: number;
  readonly to: number;
  readonly pay: number;
}

/**
 * The pays of a line such as "5x: 25x · 4x: 5x · 3x: 1.5x" or "8-9: 10x · 10-11: 25x · 12+: 50x"; parts
 * that are not a count and a pay ("3+: 10 free spins", "Substitutes …") are not pays and are left out.
 */
function pagePays(multiplier: string): PagePay[] {
  const pays: PagePay[] = [];
  for (const part of multiplier.split("·")) {
    const match = /^\s*(\d+)(?:x|-(\d+)|(\+))?:\s*([\d.]+)x\b/.exec(part);
    if (!match) continue;
    const from = Number(match[1]);
    const to = match[3] ? Number.POSITIVE_INFINITY : match[2] ? Number(match[2]) : from;
    pays.push({ label: part.split(":")[0]?.trim() ?? "", from, to, pay: Number(match[4]) });
  }
  return pays;
}

/** Every way a game's page and its maths disagree on the paytable; empty when they agree. */
function paytableDisagreements(record: GameRecord, printed: readonly PrintedSymbolPays[]) {
  const problems: string[] = [];
  const rows = record.content.symbols.list;
  for (const { symbol, pays } of printed) {
    const file = symbolFile(symbol, record.symbol_files ?? {});
    const row = rows.find((candidate) => candidate.image.endsWith(`/symbols/${file}.webp`));
    if (!row) {
      problems.push(`${symbol}: the maths pays it, the page's paytable has no row for it (art ${file})`);
      continue;
    }
    const page = pagePays(row.multiplier);
    const counts = Object.keys(pays).map(Number);
    for (const count of counts) {
      const named = page.find((entry) => count >= entry.from && count <= entry.to);
      if (!named)
        problems.push(`${row.title} ${count}: the maths pays ${pays[count]}x, the page names no pay`);
      else if (named.pay !== pays[count])
        problems.push(
          `${row.title} ${named.label}: the page says ${named.pay}x, the maths pays ${pays[count]}x`,
        );
    }
    for (const entry of page) {
      if (!counts.some((count) => count >= entry.from && count <= entry.to))
        problems.push(`${row.title} ${entry.label}: the page says ${entry.pay}x, the maths pays nothing`);
    }
  }
  return problems;
}

function gameOf(slug: string) {
  const record = gameRecordBySlug(slug);
  const printed = printedPaytable(slug);
  if (!record || !printed) throw new Error(`No record or maths for ${slug}`);
  return { record, printed };
}

describe("the paytable on each game page and its maths model", () => {
  for (const slug of gameSlugs) {
    it(`${slug}: every symbol's pays are the same on the page and in the maths`, () => {
      const { record, printed } = gameOf(slug);
      expect(printed.length).toBeGreaterThan(0);
      expect(paytableDisagreements(record, printed)).toEqual([]);
    });
  }

  it("sees a pay changed in a maths model, and a pay the maths does not have", () => {
    const { record, printed } = gameOf("quest-of-ra");
    const changed = printed.map((entry) =>
      entry.symbol === "pharaoh" ? { ...entry, pays: { ...entry.pays, 5: 250 } } : entry,
    );
    expect(paytableDisagreements(record, changed)).toEqual([
      "Pharaoh 5x: the page says 200x, the maths pays 250x",
    ]);
    const dropped = printed.map((entry) =>
      entry.symbol === "ace" ? { ...entry, pays: { 5: entry.pays[5] ?? 0, 4: entry.pays[4] ?? 0 } } : entry,
    );
    expect(paytableDisagreements(record, dropped)).toEqual([
      "Ace 3x: the page says 0.5x, the maths pays nothing",
    ]);
  });

  it("reads counts, bands and open bands, and leaves out what is not a pay", () => {
    expect(pagePays("8-9: 10x · 10-11: 25x · 12+: 50x")).toEqual([
      { label: "8-9", from: 8, to: 9, pay: 10 },
      { label: "10-11", from: 10, to: 11, pay: 25 },
      { label: "12+", from: 12, to: Number.POSITIVE_INFINITY, pay: 50 },
    ]);
    expect(pagePays("5x: 20x · 4x: 5x · 3x: 2x · 3+: 10 free spins").map((pay) => pay.label)).toEqual([
      "5x",
      "4x",
      "3x",
    ]);
    expect(pagePays("6x: 50x · 5x: 10x · 4x: 3x, plus Free Spins").map((pay) => pay.pay)).toEqual([
      50, 10, 3,
    ]);
    expect(pagePays("Substitutes for all paying symbols")).toEqual([]);
  });
});
