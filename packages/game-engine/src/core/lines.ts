import type { Board, Position } from "./board";
import { type PayTable, payFor } from "./paytable";
import type { Substitution } from "./substitution";
import type { Win } from "./win";

export interface LineRules extends Substitution {
  /** Each payline as the row it crosses on each reel, from the leftmost reel. */
  readonly lines: readonly (readonly number[])[];
  readonly pays: PayTable;
  readonly names: readonly string[];
  /** For a wild with no pays of its own: the symbol a line of wilds alone is paid as. */
  readonly wildPaysAs?: number;
  /** How the values on wild cells in one winning line combine; absent when wilds carry no multiplier. */
  readonly wildMultipliers?: "add" | "multiply";
}

/**
 * Pays every payline from the leftmost reel: the longest run of one symbol (wilds standing in), or the
 * wilds' own run when that pays more; only the highest win per line is paid. The wins are listed in
 * `wins` when one is given; a simulation passes null and gets the total alone, with nothing allocated.
 */
export function evaluateLines(board: Board, rules: LineRules, wins: Win[] | null): number {
  const { lines, pays, wild, substitutes, names } = rules;
  const { symbols, stride } = board;
  const wildSymbol = rules.wildPaysAs ?? wild;
  const multiplies = rules.wildMultipliers !== undefined;
  let total = 0;
  for (let lineIndex = 0; lineIndex < lines.length; lineIndex++) {
    const line = lines[lineIndex] as readonly number[];
    const length = line.length;
    let wildRun = 0;
    if (wild >= 0)
      while (wildRun < length && symbols[wildRun * stride + (line[wildRun] as number)] === wild) wildRun++;
    const target =
      wildRun < length ? (symbols[wildRun * stride + (line[wildRun] as number)] as number) : wild;
    let run = 0;
    if (target !== wild && target >= 0) {
      if (substitutes[target]) {
        while (run < length) {
          const symbol = symbols[run * stride + (line[run] as number)];
          if (symbol !== target && symbol !== wild) break;
          run++;
        }
      } else if (wildRun === 0) {
        while (run < length && symbols[run * stride + (line[run] as number)] === target) run++;
      }
    }
    const symbolPay = run > 0 ? payFor(pays, target, run) : 0;
    const wildPay = wildRun > 0 ? payFor(pays, wildSymbol, wildRun) : 0;
    if (symbolPay <= 0 && wildPay <= 0) continue;
    const symbolMultiplier = multiplies && symbolPay > 0 ? lineMultiplier(board, rules, line, run) : 1;
    const wildMultiplier = multiplies && wildPay > 0 ? lineMultiplier(board, rules, line, wildRun) : 1;
    const useWilds = wildPay * wildMultiplier > symbolPay * symbolMultiplier;
    const count = useWilds ? wildRun : run;
    const multiplier = useWilds ? wildMultiplier : symbolMultiplier;
    const pay = (useWilds ? wildPay : symbolPay) * multiplier;
    total += pay;
    if (!wins) continue;
    const positions: Position[] = [];
    for (let reel = 0; reel < count; reel++) positions.push([reel, line[reel] as number]);
    wins.push({
      kind: "line",
      symbol: names[useWilds ? wildSymbol : target] ?? "",
      count,
      pay,
      multiplier,
      positions,
      line: lineIndex + 1,
    });
  }
  return total;
}

function lineMultiplier(board: Board, rules: LineRules, line: readonly number[], count: number): number {
  if (!rules.wildMultipliers) return 1;
  const adding = rules.wildMultipliers === "add";
  let multiplier = adding ? 0 : 1;
  let found = false;
  for (let reel = 0; reel < count; reel++) {
    const index = reel * board.stride + (line[reel] as number);
    const value = board.values[index] as number;
    if (board.symbols[index] !== rules.wild || value <= 0) continue;
    found = true;
    multiplier = adding ? multiplier + value : multiplier * value;
  }
  return found ? multiplier : 1;
}
