import { createBoard } from "../core/board";
import { evaluateLines, type LineRules } from "../core/lines";
import { hasPays, payFor } from "../core/paytable";
import type { ReelSet, ReelSpec } from "../core/reels";
import type { WaysRules } from "../core/ways";
import { cellProbability, countDistribution, expectedCount, noneInView } from "./reel-cells";

/**
 * Expected ways pay of one screen drawn from `reels`, in multiples of the bet, in closed form: the reels
 * are drawn independently, so the expectation of a product over reels is the product of expectations.
 * A symbol's run ends at the first reel without it or a wild; its pay is the pay for the run times the
 * product of its weights on the reels of the run, less the ways made of wilds alone (`evaluateWays`).
 * `wildValue` is the mean multiplier a wild carries (1 without multiplier wilds).
 */
export function exactWaysPay(reels: ReelSet, rules: WaysRules, wildValue = 1): number {
  const { wild, substitutes, pays, paying } = rules;
  const wildWeights = reels.map((reel) => (wild >= 0 ? wildValue * expectedCount(reel, [wild]) : 0));
  let total = 0;
  let best = 0;
  for (const symbol of paying) {
    const substituted = wild >= 0 && substitutes[symbol] === true;
    const matching = substituted ? [symbol, wild] : [symbol];
    let weighted = 1;
    let wildOnly = 1;
    for (let run = 1; run <= reels.length; run++) {
      const reel = reels[run - 1];
      if (!reel) break;
      weighted *= expectedCount(reel, [symbol]) + (substituted ? (wildWeights[run - 1] as number) : 0);
      wildOnly *= substituted ? (wildWeights[run - 1] as number) : 0;
      const next = reels[run];
      const ends = next ? noneInView(next, matching) : 1;
      total += payFor(pays, symbol, run) * (weighted - wildOnly) * ends;
    }
    if (substituted) best = Math.max(best, payFor(pays, symbol, reels.length));
  }
  // A screen with a wild on every reel pays its ways of wilds once, as the best symbol.
  return total + best * wildWeights.reduce((product, weight) => product * weight, 1);
}

/**
 * Expected line pay of one screen, in multiples of the bet: the sum over the paylines of each line's
 * expected pay. A line crosses one cell per reel and the reels are independent, so every sequence of
 * symbols along it is weighed by the product of its cells' probabilities and paid by `evaluateLines`
 * itself on a one-line screen: the rule is the engine's, not a copy. The cells carry no values, so it
 * fits reels whose wilds carry no multiplier (Admiral Wilds' base reels, say, though its rules have them).
 * `cellChances` gives a cell's symbol chances when something is laid over the drawn screen (a stack on
 * its own reel, say): a line reads one cell per reel, so the cells' own chances are all it needs.
 */
export function exactLinePay(
  reels: ReelSet,
  rules: LineRules,
  cellChances: (reel: number, row: number) => ReadonlyMap<number, number> = (reel, row) =>
    drawnCellChances(reels[reel] as ReelSpec, row),
): number {
  const length = reels.length;
  const screen = createBoard(length, 1);
  const oneLine: LineRules = { ...rules, lines: [new Array<number>(length).fill(0)] };
  // Symbols without pays that no wild replaces (scatters, coins) all just end a line: one stands for all.
  const inert = (symbol: number) => symbol !== rules.wild && !hasPays(rules.pays, symbol);
  const byLine = new Map<string, number>();
  let total = 0;
  for (const line of rules.lines) {
    const options = reels.map((reel, index) => {
      const chances = new Map<number, number>();
      for (const [symbol, chance] of cellChances(index, line[index] as number)) {
        if (chance === 0) continue;
        const stand = inert(symbol) ? -2 : symbol;
        chances.set(stand, (chances.get(stand) ?? 0) + chance);
      }
      return [...chances].map(
        ([symbol, chance]) =>
          [symbol < -1 ? inertStandIn(reel.symbols.items, inert) : symbol, chance] as const,
      );
    });
    // Lines whose cells have the same distributions have the same expected pay.
    const key = JSON.stringify(options);
    const known = byLine.get(key);
    if (known !== undefined) {
      total += known;
      continue;
    }
    let linePay = 0;
    const visit = (reel: number, chance: number): void => {
      if (reel === length) {
        linePay += chance * evaluateLines(screen, oneLine, null);
        return;
      }
      for (const [symbol, cellChance] of options[reel] ?? []) {
        screen.symbols[reel] = symbol;
        visit(reel + 1, chance * cellChance);
      }
    };
    visit(0, 1);
    byLine.set(key, linePay);
    total += linePay;
  }
  return total;
}

/** The chance of each symbol in one cell of a reel as `drawBoard` draws it. */
export function drawnCellChances(reel: ReelSpec, row: number): Map<number, number> {
  const chances = new Map<number, number>();
  for (const symbol of new Set(reel.symbols.items)) chances.set(symbol, cellProbability(reel, row, symbol));
  return chances;
}

function inertStandIn(symbols: readonly number[], inert: (symbol: number) => boolean): number {
  return symbols.find(inert) ?? -1;
}

/** Distribution of how many `symbol`s a screen shows, over all its reels: [P(0), P(1), ...]. */
export function screenCountDistribution(reels: ReelSet, symbol: number): number[] {
  let total = [1];
  for (const reel of reels) {
    const own = countDistribution(reel, symbol);
    const next = new Array<number>(total.length + own.length - 1).fill(0);
    total.forEach((chance, count) => {
      own.forEach((ownChance, ownCount) => {
        next[count + ownCount] = (next[count + ownCount] as number) + chance * ownChance;
      });
    });
    total = next;
  }
  return total;
}

/** Expected scatter pay of one screen, from a table of pays by count such as { 3: 2, 4: 5, 5: 20 }. */
export function exactScatterPay(
  reels: ReelSet,
  symbol: number,
  pays: Readonly<Record<number, number>>,
): number {
  const counts = Object.keys(pays).map(Number);
  const top = Math.max(...counts);
  return screenCountDistribution(reels, symbol).reduce(
    (sum, chance, count) => sum + chance * (pays[Math.min(count, top)] ?? 0),
    0,
  );
}
