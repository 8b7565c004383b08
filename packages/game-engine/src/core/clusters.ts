import type { Board, Position } from "./board";
import { type PayTable, payFor } from "./paytable";
import type { Substitution } from "./substitution";
import type { Win } from "./win";

export interface ClusterRules extends Substitution {
  readonly pays: PayTable;
  readonly names: readonly string[];
  readonly paying: readonly number[];
  /**
   * "connected": symbols touching horizontally or vertically (Irish Riches Bonanza).
   * "anywhere": every matching symbol on the grid counts towards one cluster (the 6x5 Bonanza grids).
   */
  readonly shape: "connected" | "anywhere";
  /** Wild multipliers in one cluster are added together; absent when wilds carry none. */
  readonly wildMultipliers?: "add";
}

export function evaluateClusters(board: Board, rules: ClusterRules, wins: Win[]): number {
  return rules.shape === "connected"
    ? connectedClusters(board, rules, wins)
    : anywhereClusters(board, rules, wins);
}

function anywhereClusters(board: Board, rules: ClusterRules, wins: Win[]): number {
  let total = 0;
  for (const symbol of rules.paying) {
    const positions: Position[] = [];
    let multiplier = 0;
    for (let reel = 0; reel < board.reels; reel++) {
      const height = board.heights[reel] as number;
      for (let row = 0; row < height; row++) {
        const index = reel * board.stride + row;
        const cell = board.symbols[index];
        if (cell === symbol) positions.push([reel, row]);
        else if (cell === rules.wild && rules.substitutes[symbol]) {
          positions.push([reel, row]);
          multiplier += board.values[index] as number;
        }
      }
    }
    const pay = payFor(rules.pays, symbol, positions.length);
    if (pay <= 0) continue;
    total += pushCluster(rules, symbol, positions, pay, multiplier, wins);
  }
  return total;
}

function connectedClusters(board: Board, rules: ClusterRules, wins: Win[]): number {
  const { stride, symbols, heights, reels } = board;
  const seen = new Uint8Array(reels * stride);
  const queue = new Int32Array(reels * stride);
  let total = 0;
  for (const symbol of rules.paying) {
    seen.fill(0);
    const wild = rules.substitutes[symbol] === true ? rules.wild : -2;
    // Groups grow from a real symbol, never from a wild, so a group of wilds alone never pays.
    for (let reel = 0; reel < reels; reel++) {
      for (let row = 0; row < (heights[reel] as number); row++) {
        const start = reel * stride + row;
        if (seen[start] || symbols[start] !== symbol) continue;
        let head = 0;
        let tail = 0;
        queue[tail++] = start;
        seen[start] = 1;
        while (head < tail) {
          const index = queue[head++] as number;
          const cellReel = (index / stride) | 0;
          const cellRow = index - cellReel * stride;
          for (let side = 0; side < 4; side++) {
            const nextReel = side === 0 ? cellReel - 1 : side === 1 ? cellReel + 1 : cellReel;
            const nextRow = side === 2 ? cellRow - 1 : side === 3 ? cellRow + 1 : cellRow;
            if (nextReel < 0 || nextReel >= reels || nextRow < 0 || nextRow >= (heights[nextReel] as number))
              continue;
            const next = nextReel * stride + nextRow;
            if (seen[next]) continue;
            const cell = symbols[next];
            if (cell !== symbol && cell !== wild) continue;
            seen[next] = 1;
            queue[tail++] = next;
          }
        }
        const pay = payFor(rules.pays, symbol, tail);
        if (pay <= 0) continue;
        const positions: Position[] = [];
        let multiplier = 0;
        for (let member = 0; member < tail; member++) {
          const index = queue[member] as number;
          const cellReel = (index / stride) | 0;
          positions.push([cellReel, index - cellReel * stride]);
          if (symbols[index] === rules.wild) multiplier += board.values[index] as number;
        }
        total += pushCluster(rules, symbol, positions, pay, multiplier, wins);
      }
    }
  }
  return total;
}

function pushCluster(
  rules: ClusterRules,
  symbol: number,
  positions: Position[],
  pay: number,
  wildSum: number,
  wins: Win[],
): number {
  const multiplier = rules.wildMultipliers && wildSum > 0 ? wildSum : 1;
  const amount = pay * multiplier;
  wins.push({
    kind: "cluster",
    symbol: rules.names[symbol] ?? "",
    count: positions.length,
    pay: amount,
    multiplier,
    positions,
  });
  return amount;
}
