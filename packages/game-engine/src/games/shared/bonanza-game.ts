import { type Board, countOnBoard, createBoard, positionsOf } from "../../core/board";
import { type ClusterRules, evaluateClusters } from "../../core/clusters";
import { playFreeSpins } from "../../core/free-spins";
import type { PayTable } from "../../core/paytable";
import { drawBoard, fillCell, type ReelSet, strideOf } from "../../core/reels";
import type { Round } from "../../core/round";
import { boardStep, type Step } from "../../core/step";
import { substitution } from "../../core/substitution";
import { draw, type WeightTable, weightTable } from "../../core/weights";
import type { Win } from "../../core/win";
import type { GameMaths } from "../../model";
import type { Rng } from "../../rng/rng";
import { playCascades } from "./cascade-sequence";

/**
 * The 6x5 Bonanza grids (Lucky Skulls, Lucky Santa): 8 or more of a symbol anywhere on the grid pay,
 * cascades run until no win forms, scatters pay anywhere and start free spins, and in free spins the
 * multiplier symbols on the grid are added together and multiply each sequence's win.
 */
export interface BonanzaGame {
  readonly keys: readonly string[];
  readonly pays: PayTable;
  readonly paying: readonly number[];
  readonly scatter: number;
  readonly multiplier: number;
  readonly multiplierValues: WeightTable<number>;
  readonly scatterPays: Readonly<Record<number, number>>;
  readonly baseReels: ReelSet;
  readonly freeReels: ReelSet;
  readonly doubleChance?: { readonly reels: ReelSet; readonly stake: number };
}

/**
 * The free spins' multiplier table, tilted by the game's `boost` knob towards the larger values: each
 * doubling of a value multiplies its weight by `boost`, so 1 leaves the table as written.
 */
export function tiltedMultipliers(
  table: readonly (readonly [number, number])[],
  boost: number,
): WeightTable<number> {
  return weightTable(
    table.map(([value, weight]) => [value, weight * boost ** (Math.log2(value) - 1)] as const),
  );
}

const freeSpins = 10;
const retriggerSpins = 5;
/** Scatters that start free spins on a paid spin, and that add spins during them. */
const scattersToTrigger = 4;
const scattersToRetrigger = 3;

export function bonanzaGame(game: BonanzaGame): GameMaths {
  const rules: ClusterRules = {
    ...substitution(game.keys.length, -1, []),
    pays: game.pays,
    names: game.keys,
    paying: game.paying,
    shape: "anywhere",
  };
  const valueMultipliers = (board: Board, rng: Rng, index: number) => {
    if (board.symbols[index] === game.multiplier) board.values[index] = draw(game.multiplierValues, rng);
  };
  const evaluate = (screen: Board, wins: Win[]) => evaluateClusters(screen, rules, wins);
  // One screen per set of reels, drawn into again by every sequence: a round is played to its end
  // before the next, and a traced step copies the screen it shows.
  const screens = new Map<ReelSet, Board>();
  const screenFor = (reelSet: ReelSet): Board => {
    let screen = screens.get(reelSet);
    if (!screen) {
      screen = createBoard(reelSet.length, strideOf(reelSet));
      screens.set(reelSet, screen);
    }
    return screen;
  };

  /** A spin and its cascades, then the multipliers and scatter pay; returns the scatters in view. */
  const playSequence = (round: Round, reelSet: ReelSet, phase: Step["phase"], spin?: number): number => {
    const screen = screenFor(reelSet);
    const board = drawBoard(reelSet, round.rng, screen.stride, screen);
    for (let index = 0; index < board.symbols.length; index++) valueMultipliers(board, round.rng, index);
    const outcome = playCascades(round, board, reelSet, game.keys, evaluate, phase, spin, (reel, row) => {
      fillCell(board, reelSet, reel, row, round.rng);
      valueMultipliers(board, round.rng, reel * board.stride + row);
    });
    let pay = outcome.pay;
    // The multiplier and scatter wins are listed for a traced round only.
    const wins: Win[] | null = round.trace ? [] : null;
    let multiplier = 0;
    for (let index = 0; index < board.symbols.length; index++) {
      if (board.symbols[index] === game.multiplier) multiplier += board.values[index] as number;
    }
    if (multiplier > 0 && pay > 0) {
      wins?.push({
        kind: "bonus",
        symbol: game.keys[game.multiplier] ?? "",
        count: countOnBoard(board, game.multiplier),
        pay: pay * (multiplier - 1),
        multiplier,
        positions: positionsOf(board, game.multiplier),
      });
      pay *= multiplier;
    }
    const scatters = countOnBoard(board, game.scatter);
    const scatterPay = game.scatterPays[Math.min(scatters, 6)] ?? 0;
    if (scatterPay > 0) {
      wins?.push({
        kind: "scatter",
        symbol: game.keys[game.scatter] ?? "",
        count: scatters,
        pay: scatterPay,
        multiplier: 1,
        positions: positionsOf(board, game.scatter),
      });
      pay += scatterPay;
    }
    const base = phase === "base";
    round.award(pay - scatterPay, base ? "base-clusters" : "free-spins");
    round.award(scatterPay, base ? "base-scatters" : "free-spins");
    if (wins && wins.length > 0)
      round.record(() =>
        boardStep(phase, board, game.keys, wins, pay - outcome.pay, { multiplier: Math.max(1, multiplier) }),
      );
    return scatters;
  };

  const playFreeRound = (round: Round, reason: "trigger" | "buy") => {
    round.trigger("free-spins");
    round.note({ type: "free-spins", reason, spins: freeSpins });
    playFreeSpins(round, freeSpins, ({ spin }) => {
      if (playSequence(round, game.freeReels, "free-spin", spin) < scattersToRetrigger) return 0;
      round.note({ type: "free-spins", reason: "retrigger", spins: retriggerSpins });
      return retriggerSpins;
    });
  };

  return {
    symbols: game.keys,
    buyOptions: [{ id: "free-spins", label: "Free Spins" }],
    ...(game.doubleChance
      ? { doubleChance: { stake: game.doubleChance.stake, label: "Double Chance" } }
      : {}),
    features: ["free-spins"],
    triggers: [
      {
        feature: "free-spins",
        symbols: [game.keys[game.scatter] ?? ""],
        counts: { base: scattersToTrigger, "free-spin": scattersToRetrigger },
      },
    ],
    initialState: () => ({}),
    play(round, request, state) {
      if (request.buy === "free-spins") {
        playFreeRound(round, "buy");
        return state;
      }
      const reelSet = request.doubleChance && game.doubleChance ? game.doubleChance.reels : game.baseReels;
      if (playSequence(round, reelSet, "base") >= scattersToTrigger && !round.capped)
        playFreeRound(round, "trigger");
      return state;
    },
  };
}
