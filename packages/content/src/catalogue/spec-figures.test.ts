/**
 * Every figure catalogue.md states for a game (sections 4 and 9), transcribed once per game, and checked
 * against that game's facts and texts. A figure is written as the texts must say it (the house format of
 * docs/content/game-records.md: an RTP with two decimals and bets in currency-neutral units, the formats of
 * every page, issue 27, so the spec's "96%" is written "96.00%" and its "$0.10" "0.10"); `…` stands for
 * any words within one sentence and a list gives the accepted wordings, so the check tolerates wording but
 * never a different number.
 */
import { describe, expect, it } from "vitest";
import { type GameSlug, gameSummaries } from "../games";
import {
  multiplierTokens,
  pageText,
  statedFigures,
  statesFigure,
  textLocations,
  withThousands,
} from "./audit";
import { gameFactKeys } from "./game-fact-keys";
import { gameRecordBySlug } from "./index";
import type { GameFacts, GameRecord } from "./schema";
import { alwaysEditorialFacts } from "./studio-defaults";

type Wording = string | readonly string[];

interface SymbolPay {
  /** The symbol's title in the paytable. */
  symbol: string;
  /** The count as the paytable writes it: "5" for five of a kind, "25+" for a cluster of 25 or more. */
  count: string;
  pay: string;
}

interface SpecFigures {
  slug: GameSlug;
  rtp: string;
  /** "medium" unless the spec states otherwise (section 9). */
  volatility: GameFacts["volatility"];
  /** Absent where the spec states no max win: the fact is then editorial. */
  maxWin?: string;
  /** Absent where the spec gives no bet range (section 5): the facts are then editorial. */
  bets?: readonly [min: string, max: string];
  /** The `layout` fact, where the spec states the grid. */
  layout?: string;
  /** The `paylines` fact, where the spec states lines, ways or clusters. */
  paylines?: string;
  /** Buy Bonus prices; every one must be stated as a buy price in the texts. */
  buy?: readonly string[];
  winTiers: typeof standardTiers | typeof lowTiers;
  /** Every other stated figure, as the texts must state it. */
  figures: readonly Wording[];
  /** Pays the spec names by symbol. */
  pays?: readonly SymbolPay[];
  /** Pays the spec lists in paytable order, for one count. */
  paytable?: { count: string; pays: readonly string[] };
  /** The highest pay of the paytable. */
  topPay?: string;
}

const standardTiers = ["20x", "40x", "60x"] as const;
const lowTiers = ["10x", "25x", "50x"] as const;
const tierTitles = ["Big Win", "Super Win", "Mega Win"] as const;

const fiveOfAKind = (pays: Record<string, string>): SymbolPay[] =>
  Object.entries(pays).map(([symbol, pay]) => ({ symbol, count: "5", pay }));

const specFigures: readonly SpecFigures[] = [
  {
    slug: "double-fortune-panda",
    rtp: "96.06%",
    volatility: "medium",
    maxWin: "5,000x",
    bets: ["0.20", "100.00"],
    layout: "3-4-3",
    paylines: "1 to 10",
    buy: ["40x"],
    winTiers: standardTiers,
    figures: [
      "3-4-3",
      "1 to 10 paylines",
      "40x … 8 free spins",
      ["5 or more in view", "five or more are in view"],
      "0.5x to 500x",
    ],
  },
  {
    slug: "squid-gold-x2",
    rtp: "98.00%",
    volatility: "medium",
    maxWin: "500x",
    bets: ["0.10", "200.00"],
    layout: "5x5",
    paylines: "50 (expanding to 100)",
    buy: ["40x"],
    winTiers: standardTiers,
    figures: ["5x5", "50 paylines", "from 50 to 100", "3, 4 or 5 … 8, 12 or 20 free spins", "250,000,000"],
  },
  {
    slug: "brazilian-mask-fire",
    rtp: "96.02%",
    volatility: "medium",
    maxWin: "4,000x",
    bets: ["0.10", "100.00"],
    paylines: "20",
    buy: ["40x"],
    winTiers: standardTiers,
    figures: [
      ["20 fixed paylines", "20-payline"],
      "Fortune Wheel … up to 30 free spins … up to 10x",
      ["9 mask scatters", "nine mask scatters"],
      "Jackpot, worth up to 2,000x",
      "wild … up to 500x",
    ],
    pays: [{ symbol: "Carnival Fire Wild", count: "5", pay: "500x" }],
  },
  {
    slug: "cleos-riches-flexiways",
    rtp: "95.91%",
    volatility: "medium",
    maxWin: "5,000x",
    layout: "6 reels, up to 7-8-8-8-8-7 symbols",
    paylines: "up to 200,704 ways",
    buy: ["100x"],
    winTiers: standardTiers,
    figures: [
      "up to 200,704 ways",
      "reels 1 and 6 … 7 … reels 2 to 5 … 8",
      ["3 scatters … 10 free spins", "three scatters award 10 free spins"],
      "15 spins at 1x, 10 spins at 5x or 5 spins at 10x",
      "each cascade adds 1x",
      ["3 or more scatters … add 5 spins", "three or more scatters … add 5 spins"],
      "Double Chance … disables the Buy Bonus",
    ],
  },
  {
    slug: "coral-reef-flexiways",
    rtp: "96.08%",
    volatility: "medium",
    maxWin: "12,305x",
    layout: "6 reels, up to 7 symbols",
    paylines: "up to 117,649 ways",
    buy: ["100x"],
    winTiers: standardTiers,
    figures: [
      ["6 reels", "six reels"],
      "up to 7 symbols",
      "up to 117,649 ways",
      "x2 or x3",
      "Raining Wilds … up to 30 spins",
      ["up to 6 Pearl Wilds", "up to 6 wilds"],
    ],
  },
  {
    slug: "fortune-777-respin",
    rtp: "95.97%",
    volatility: "medium",
    maxWin: "5,000x",
    layout: "3x3",
    winTiers: standardTiers,
    figures: [
      "3x3",
      "Fortune Wheel … up to 20x",
      "Diamond Respin",
      "Ruby Respin",
      "reels 1 and 2 … reels 1 and 3",
      "3x3 block",
    ],
    pays: [{ symbol: "Wild", count: "3", pay: "10x" }],
    paytable: { count: "3", pays: ["10x", "4x", "3x", "2x", "1.4x", "1x", "0.8x", "0.6x", "0.4x"] },
  },
  {
    slug: "frozen-fruits-flexiways",
    rtp: "96.10%",
    volatility: "medium",
    bets: ["0.30", "400.00"],
    paylines: "200,704 ways",
    buy: ["100x"],
    winTiers: standardTiers,
    figures: [
      "200,704 ways",
      "4 or more … scatters",
      "20 spins at x3, 15 spins at x4 or 10 spins at x6",
      "retrigger",
      "100x the total bet",
    ],
  },
  {
    slug: "lucky-skulls-bonanza",
    rtp: "96.16%",
    volatility: "medium",
    maxWin: "5,000x",
    layout: "6x5",
    paylines: "Cluster pays (8+)",
    buy: ["100x"],
    winTiers: standardTiers,
    figures: [
      "6x5",
      "cluster of 8 or more",
      "2x to 100x",
      "4 or more scatters … 10 free spins",
      "3 or more scatters … add 5",
      "Double Chance … disables the Buy Bonus",
    ],
  },
  {
    slug: "lucky-santa-bonanza",
    rtp: "96.12%",
    volatility: "medium",
    maxWin: "5,000x",
    buy: ["100x"],
    winTiers: standardTiers,
    figures: ["2x to 500x"],
  },
  {
    slug: "wild-dragon-respin",
    rtp: "96.06%",
    volatility: "medium",
    maxWin: "5,000x",
    layout: "5x3",
    paylines: "25",
    winTiers: standardTiers,
    figures: [
      "5x3",
      ["25 fixed paylines", "25 paylines", "25-line"],
      "Grand Jackpot of 1,000x",
      "1x to 100x",
      "15 positions",
      "reels 1, 3 and 5 … 5 free spins",
      "3 scatters … add 3 more spins",
      ["without limit", "no limit"],
      "6 or more … 3 respins",
      "resets the count to 3",
    ],
  },
  {
    slug: "admiral-wilds",
    rtp: "95.87%",
    volatility: "medium",
    maxWin: "5,000x",
    layout: "5x3",
    paylines: "9",
    buy: ["100x"],
    winTiers: standardTiers,
    figures: [
      "5x3",
      ["9 fixed paylines", "9 paylines", "9-line"],
      ["x2 to x5", "x2-x5"],
      ["3, 4 or 5 … 5 to 8, 8 to 11 or 11 to 15", "3, 4 or 5 … 5-8, 8-11 or 11-15"],
      "multiplier wilds … sticky wilds",
    ],
  },
  {
    slug: "irish-riches-bonanza",
    rtp: "95.74%",
    volatility: "medium",
    maxWin: "5,000x",
    paylines: "Cluster pays (5+)",
    buy: ["100x"],
    winTiers: standardTiers,
    figures: [
      "clusters of 5 or more",
      "2x, 3x or 5x in the base game",
      "2x up to 100x in free spins",
      "4 or more Rainbow scatters … 10 free spins",
      "3 or more … add 5",
      "Leprechaun … 100x … 25 or more",
    ],
    pays: [{ symbol: "Leprechaun", count: "25+", pay: "100x" }],
  },
  {
    slug: "yakuza-clash-hold-n-win",
    rtp: "95.95%",
    volatility: "medium",
    maxWin: "5,000x",
    layout: "5x3",
    paylines: "25",
    buy: ["40x"],
    winTiers: standardTiers,
    figures: [
      "5x3",
      "25 paylines",
      "Mini 25x, Major 100x and Grand 1,000x",
      "15 positions … Grand … 1,000x",
      "up to 1,000x",
      "6 or more … 3 respins",
      "reels 2, 3 and 4 … 8 free spins",
      "Free Spins or Coin Respin, each for 40x",
    ],
  },
  {
    slug: "quest-of-ra",
    rtp: "96.36%",
    volatility: "medium",
    maxWin: "5,000x",
    layout: "5x3",
    paylines: "10",
    winTiers: standardTiers,
    figures: ["5x3", "10 paylines", "3 or more … 10 free spins", "Girl … 500x"],
    pays: [{ symbol: "Girl Explorer", count: "5", pay: "500x" }],
  },
  {
    slug: "vampire-vault-hold-n-win",
    rtp: "95.76%",
    volatility: "medium",
    maxWin: "2,000x",
    paylines: "20",
    buy: ["40x"],
    winTiers: standardTiers,
    figures: [
      "20 paylines",
      "Mini 20x, Minor 40x, Major 100x and Grand 2,000x",
      "15 positions",
      "6 or more … 3 respins",
      "reels 2, 3 and 4 … 8 free spins",
      "retrigger adds 5",
    ],
  },
  {
    slug: "monster-load-up-hold-and-win",
    rtp: "96.25%",
    volatility: "medium",
    maxWin: "5,000x",
    paylines: "1,024 ways",
    buy: ["100x", "200x"],
    winTiers: standardTiers,
    figures: [
      "1,024 ways",
      "2 to 4 wilds",
      "100x … 3 respins … 200x … 4 respins",
      "silver coins … 1x to 9x",
      "gold coins … 10x to 50x",
      "Frankenstein … 2x to 4x",
      "reels 1, 3 and 5 … 3 respins",
      "10 points",
      "multiplied by the triggering bet",
    ],
  },
  {
    slug: "leprechaun-jackpot-collector",
    rtp: "95.71%",
    volatility: "medium",
    maxWin: "5,000x",
    bets: ["0.10", "200.00"],
    layout: "5x4",
    paylines: "20",
    buy: ["40x"],
    winTiers: lowTiers,
    figures: [
      "5x4",
      "20 fixed paylines",
      "3, 4 or 5 … 10, 12 or 15 free spins",
      "Mini, Minor, Major and Grand",
      "12-cell",
      "4 cells … +10 spins … x2",
      "8 cells … +10 spins … x3",
      "12 cells … +10 spins … x10",
    ],
    topPay: "25x",
  },
  {
    slug: "hacker-crash-jackpot",
    rtp: "96.00%",
    volatility: "medium-high",
    bets: ["0.10", "200.00"],
    layout: "5x3",
    paylines: "243 ways",
    winTiers: lowTiers,
    figures: [
      "5x3",
      "243 ways",
      "5 or more scatters … 4 with Chance Level-up",
      "25-position",
      "resets to 3",
      "all 25 positions … Grand Jackpot",
      "15-position",
      ["3 respins (4 with level-up)", "3 spins, or 4 with Chance Level-up"],
      "100 coins",
      "3 or more free-spin symbols",
      "up to 25",
    ],
    pays: fiveOfAKind({
      Hacker: "25x",
      "Hard Drive": "15x",
      "Crypto Ledger": "10x",
      Skull: "7.5x",
      Jet: "7.5x",
      Ace: "2.5x",
      King: "2.5x",
      Queen: "2.5x",
      Jack: "2.5x",
    }),
  },
  {
    slug: "cash-multipliers-respin",
    rtp: "95.92%",
    volatility: "medium",
    layout: "5x4",
    paylines: "20",
    buy: ["40x"],
    winTiers: lowTiers,
    figures: [
      "5x4",
      ["20 paylines", "20-payline"],
      "cash symbols … 1x to 500x",
      "multipliers from 2x to 25x",
      "3 scatters",
      "star bulb",
      "Fortune Wheel … up to x10",
    ],
    paytable: { count: "5", pays: ["25x", "15x", "10x", "7.5x", "7.5x", "2.5x", "2.5x", "2.5x", "2.5x"] },
  },
  {
    slug: "wild-yoga-collector",
    rtp: "95.97%",
    volatility: "medium",
    maxWin: "8,000x",
    layout: "5x4",
    paylines: "1,024 ways",
    buy: ["100x", "200x"],
    winTiers: standardTiers,
    figures: [
      "5x4",
      "1,024 ways",
      "Fortune Wilds … 2 to 4 wilds",
      "bronze coins … 1x to 9x",
      "gold coins … 10x to 50x",
      "Super Lotus Bonus at 100x with 3 re-spins or 200x with 4 re-spins and Lotus Energy active",
      "reels 1, 3 and 5 … 3 re-spins",
      "Lotus Energy … 10 points",
    ],
    pays: fiveOfAKind({
      Cobra: "4x",
      Tiger: "3x",
      Monkey: "3x",
      Elephant: "2x",
      "Jade Stone": "1x",
      "Ruby Stone": "1x",
      "Sapphire Stone": "1x",
      "Amber Stone": "1x",
    }),
  },
];

const figureValue = (figure: string) => Number(figure.replace(/[$,%x]/g, ""));
const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const wordingText = (wording: Wording) => (typeof wording === "string" ? wording : wording.join('" or "'));

/** A paytable entry such as "5x: 25x · 4x: 5x · 3x: 1.5x", as count → pay ("5" → "25x"). */
function paysByCount(multiplier: string): Map<string, string> {
  const pays = new Map<string, string>();
  for (const entry of multiplier.split("·")) {
    const [count, pay] = entry.split(":").map((part) => part.trim());
    if (count && pay) pays.set(count.replace(/x$/, ""), pay);
  }
  return pays;
}

/** The facts the spec leaves unstated for this game, in facts order: exactly the editorial list. */
function editorialFacts(row: SpecFigures): string[] {
  const unstated = new Set<string>(alwaysEditorialFacts);
  if (row.maxWin === undefined) unstated.add("max_win");
  if (row.bets === undefined) for (const key of ["min_bet", "max_bet"]) unstated.add(key);
  if (row.layout === undefined) unstated.add("layout");
  if (row.paylines === undefined) unstated.add("paylines");
  return gameFactKeys.filter((key) => unstated.has(key));
}

/** Every way the record departs from the spec row; empty when facts and texts state each figure exactly. */
function specProblems(record: GameRecord, row: SpecFigures): string[] {
  const problems: string[] = [];
  const { facts, content } = record;
  const text = pageText(content);
  const mustState = (wording: Wording, where = text) => {
    if (!statesFigure(where, wording)) problems.push(`texts do not state "${wordingText(wording)}"`);
  };
  const mustEqual = (fact: string, actual: unknown, expected: unknown) => {
    if (actual !== expected)
      problems.push(`facts.${fact} is ${String(actual)}, spec says ${String(expected)}`);
  };

  mustEqual("rtp", facts.rtp, figureValue(row.rtp));
  mustState(row.rtp);
  mustEqual("volatility", facts.volatility, row.volatility);
  mustState([
    `${row.volatility} volatility`,
    `volatility is ${row.volatility}`,
    `volatility: ${row.volatility}`,
  ]);
  if (row.volatility === "medium" && /medium-high/i.test(text))
    problems.push("texts call a medium game medium-high");

  if (row.maxWin !== undefined) {
    mustEqual("max_win", facts.max_win, figureValue(row.maxWin));
    mustState(row.maxWin);
  }
  if (row.bets !== undefined) {
    mustEqual("min_bet", facts.min_bet, figureValue(row.bets[0]));
    mustEqual("max_bet", facts.max_bet, figureValue(row.bets[1]));
    mustState(`${row.bets[0]} to ${row.bets[1]}`);
  }
  if (row.layout !== undefined) mustEqual("layout", facts.layout, row.layout);
  if (row.paylines !== undefined) mustEqual("paylines", facts.paylines, row.paylines);

  // The volatility, RTP and max-win cards carry the headline figures in their titles.
  const cards = content.volatility.list.map((card) => card.title);
  const maxWinCard = `Max win ${row.maxWin ?? `${withThousands(facts.max_win)}x`}`;
  const expectedCards = [`${capitalised(row.volatility)} volatility`, `RTP ${row.rtp}`, maxWinCard];
  if (cards.join("|") !== expectedCards.join("|")) {
    problems.push(`volatility cards are "${cards.join('", "')}", expected "${expectedCards.join('", "')}"`);
  }

  const recordFigures = {
    buy_prices: [...new Set(record.buy_prices)].map((price) => `${price}x`).join(),
    win_tiers: record.win_tiers.map((tier) => `${tier}x`).join(),
  };
  const specRecordFigures = { buy_prices: (row.buy ?? []).join(), win_tiers: row.winTiers.join() };
  for (const key of ["buy_prices", "win_tiers"] as const) {
    if (recordFigures[key] !== specRecordFigures[key])
      problems.push(`${key} is ${recordFigures[key]}, spec says ${specRecordFigures[key]}`);
  }

  const statedPrices = textLocations(content)
    .flatMap((location) => statedFigures(location.text))
    .filter((figure) => figure.field === "buy_price")
    .map((figure) => figure.values[0]);
  for (const price of row.buy ?? []) {
    if (!statedPrices.includes(figureValue(price))) problems.push(`texts state no buy price of ${price}`);
  }

  content.multipliers.list.forEach((tier, index) => {
    const expected = row.winTiers[index];
    const multipliers = multiplierTokens(tier.content).map((token) => token.written);
    if (tier.title !== tierTitles[index] || multipliers.join() !== expected) {
      problems.push(
        `win tier ${index + 1} is "${tier.title}" at ${multipliers.join()}, expected ${expected}`,
      );
    }
  });

  for (const wording of row.figures) mustState(wording);

  const symbols = content.symbols.list;
  for (const { symbol, count, pay } of row.pays ?? []) {
    const entry = symbols.find((candidate) => candidate.title === symbol);
    const actual = entry && paysByCount(entry.multiplier).get(count);
    if (actual !== pay) problems.push(`${symbol} pays ${actual ?? "nothing"} for ${count}, spec says ${pay}`);
  }
  if (row.paytable) {
    const { count, pays } = row.paytable;
    const actual = symbols.flatMap((entry) => paysByCount(entry.multiplier).get(count) ?? []);
    if (actual.join() !== pays.join())
      problems.push(`paytable for ${count} is ${actual.join()}, spec says ${pays.join()}`);
  }
  if (row.topPay) {
    const top = Math.max(
      ...symbols.flatMap((entry) =>
        [...paysByCount(entry.multiplier).values()].filter((pay) => /^[\d.,]+x$/.test(pay)).map(figureValue),
      ),
    );
    if (top !== figureValue(row.topPay)) problems.push(`top pay is ${top}x, spec says ${row.topPay}`);
  }

  // Common rules (section 4): the Gamble, and the malfunction rule.
  if (/\bgamble\b/i.test(text)) {
    mustState("RED or BLACK");
    mustState("up to 2 moves");
  }
  mustState("malfunction voids all pays and plays", content.rules.content);

  const editorial = editorialFacts(row);
  if (record.editorial.join() !== editorial.join()) {
    problems.push(`editorial is [${record.editorial.join(", ")}], the spec leaves [${editorial.join(", ")}]`);
  }
  return problems;
}

function recordOf(slug: string): GameRecord {
  const record = gameRecordBySlug(slug);
  if (!record) throw new Error(`no game record for ${slug}`);
  return record;
}

describe("spec figures (catalogue.md sections 4 and 9)", () => {
  it("has one row per game of the catalogue list", () => {
    expect(specFigures.map((row) => row.slug).sort()).toEqual(gameSummaries.map((game) => game.slug).sort());
  });

  it.each(specFigures.map((row) => [row.slug, row] as const))(
    "%s states every spec figure exactly",
    (slug, row) => {
      expect(specProblems(recordOf(slug), row)).toEqual([]);
    },
  );
});

describe("the spec figure check", () => {
  const row = (slug: string) => {
    const found = specFigures.find((candidate) => candidate.slug === slug);
    if (!found) throw new Error(`no row for ${slug}`);
    return found;
  };

  it("catches a free-spin count changed throughout the texts", () => {
    const panda = structuredClone(recordOf("double-fortune-panda"));
    const json = JSON.stringify(panda.content).replaceAll("8 free spins", "10 free spins");
    panda.content = JSON.parse(json);
    expect(specProblems(panda, row("double-fortune-panda"))).toContain(
      'texts do not state "40x … 8 free spins"',
    );
  });

  it("catches a fact that differs from the spec", () => {
    const squid = structuredClone(recordOf("squid-gold-x2"));
    squid.facts.rtp = 94;
    expect(specProblems(squid, row("squid-gold-x2"))).toContain("facts.rtp is 94, spec says 98");
  });

  it("catches a symbol pay and a win tier that differ from the spec", () => {
    const hacker = structuredClone(recordOf("hacker-crash-jackpot"));
    const [top] = hacker.content.symbols.list;
    const [big] = hacker.content.multipliers.list;
    if (!top || !big) throw new Error("paytable and tiers expected");
    top.multiplier = "5x: 20x · 4x: 5x · 3x: 1.5x";
    big.content = "<p>A win of 20x the bet or more sets off the first alarm.</p>";
    const problems = specProblems(hacker, row("hacker-crash-jackpot"));
    expect(problems).toContain("Hacker pays 20x for 5, spec says 25x");
    expect(problems).toContain('win tier 1 is "Big Win" at 20x, expected 10x');
  });

  it("catches an editorial list that claims a stated fact or misses an unstated one", () => {
    const frozen = structuredClone(recordOf("frozen-fruits-flexiways"));
    frozen.editorial = frozen.editorial.filter((key) => key !== "max_win").concat("rtp");
    expect(specProblems(frozen, row("frozen-fruits-flexiways"))).toHaveLength(1);
  });
});
