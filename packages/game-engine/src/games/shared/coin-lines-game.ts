import { reelHas } from "../../core/board";
import { playFreeSpins } from "../../core/free-spins";
import { type Coin, lockedCount } from "../../core/hold-and-win";
import { evaluateLines, type LineRules } from "../../core/lines";
import type { PayTable } from "../../core/paytable";
import { drawBoard, type ReelSet, type ReelSpec } from "../../core/reels";
import type { Round } from "../../core/round";
import { boardStep, type Step } from "../../core/step";
import { substitution } from "../../core/substitution";
import type { WeightTable } from "../../core/weights";
import type { Win } from "../../core/win";
import { freeRoundPay } from "../../exact/free-spins";
import { lineHitChance } from "../../exact/line-hits";
import { cellProbability } from "../../exact/reel-cells";
import { drawnCellChances, exactLinePay } from "../../exact/screen-pays";
import type { BuyFeature, ExactHitFrequency, ExactPart, GameMaths } from "../../model";
import type { Rng } from "../../rng/rng";
import { type CoinRound, playCoinRound } from "./coin-round";
import { type CoinPrize, coinsInView, drawCoin, labelCoins, scatterCoins } from "./coins";
import { placeStack, stackCoverChance, stackWays } from "./stacks";

/**
 * The shape shared by the 5x3 coin games (Wild Dragon Respin, Yakuza Clash, Vampire Vault): line wins,
 * 6 or more coins starting Hold & Win on the 15 positions, and a scatter on each of three given reels
 * starting free spins.
 */
export interface CoinLinesGame {
  readonly keys: readonly string[];
  readonly pays: PayTable;
  readonly lines: readonly (readonly number[])[];
  readonly wild: number;
  readonly paying: readonly number[];
  readonly scatter: number;
  /** The reels that carry the scatter, at most once each: a scatter on every one starts free spins. */
  readonly scatterReels: readonly number[];
  readonly freeSpins: number;
  /** Spins added by the same scatters during free spins; 0 when the round cannot be retriggered. */
  readonly retriggerSpins: number;
  readonly coin: number;
  /** The coin symbol showing each jackpot label. */
  readonly tierSymbols: Readonly<Record<string, number>>;
  readonly coinPrizes: WeightTable<CoinPrize>;
  readonly coinsToTrigger: number;
  readonly coinRound: Omit<CoinRound["rules"], "drawCoin"> & {
    readonly grand: { readonly tier: string; readonly pay: number };
  };
  readonly baseReels: ReelSet;
  readonly freeReels: ReelSet;
  /**
   * Runs of one symbol laid over a freshly drawn screen, for games whose strips carry them: on each of
   * `reels`, with `chance`, a run of `length` (`placeStack`).
   */
  readonly stacks?: {
    readonly reels: readonly number[];
    readonly symbol: number;
    readonly length: number;
    readonly chance: number;
  };
  /** Buy options, each starting free spins or Hold & Win. */
  readonly buys: readonly (BuyFeature & { readonly starts: "free-spins" | "hold-and-win" })[];
}

export function coinLinesGame(game: CoinLinesGame): GameMaths {
  const lineRules: LineRules = {
    ...substitution(game.keys.length, game.wild, game.paying),
    lines: game.lines,
    pays: game.pays,
    names: game.keys,
  };
  let exact: ExactRound | undefined;
  let baseLineHits: number | undefined;
  const coinSymbols = new Set([game.coin, ...Object.values(game.tierSymbols)]);
  const coinName = game.keys[game.coin] ?? "coin";
  const nameOf = (symbol: number) => game.keys[symbol] ?? "";
  const scatters = game.scatterReels.length;
  const coinCount = { base: game.coinsToTrigger, "free-spin": game.coinsToTrigger };
  const coinRound: CoinRound = {
    rows: 3,
    rules: { ...game.coinRound, drawCoin: (rng: Rng): Coin => drawCoin(coinName, game.coinPrizes, rng) },
    grand: game.coinRound.grand,
  };

  /** One spin: line wins, then Hold & Win when enough coins land; returns whether free spins trigger. */
  const playScreen = (round: Round, reelSet: ReelSet, phase: Step["phase"], spin?: number): boolean => {
    const board = drawBoard(reelSet, round.rng);
    if (game.stacks) {
      const { reels, symbol, length, chance } = game.stacks;
      for (const reel of reels)
        if (round.rng.next() < chance) placeStack(board, reel, symbol, length, round.rng);
    }
    labelCoins(board, game.coin, game.coinPrizes, game.tierSymbols, round.rng);
    const wins: Win[] | null = round.trace ? [] : null;
    const pay = evaluateLines(board, lineRules, wins);
    // Every screen, base or free, is drawn afresh: its line pay is known exactly (exactRound).
    round.award(pay, phase === "base" ? "base-lines" : "free-spins", true);
    round.record(() =>
      boardStep(phase, board, game.keys, wins ?? [], pay, spin === undefined ? {} : { spin }),
    );
    const coins = coinsInView(board, game.keys, (symbol) => coinSymbols.has(symbol));
    if (lockedCount(coins) >= game.coinsToTrigger && !round.capped) {
      round.trigger("hold-and-win");
      playCoinRound(round, coinRound, coins);
    }
    return game.scatterReels.every((reel) => reelHas(board, reel, game.scatter));
  };

  const playFreeRound = (round: Round, reason: "trigger" | "buy") => {
    round.trigger("free-spins");
    round.note({ type: "free-spins", reason, spins: game.freeSpins });
    playFreeSpins(round, game.freeSpins, ({ spin }) => {
      const retrigger = playScreen(round, game.freeReels, "free-spin", spin);
      if (!retrigger || game.retriggerSpins === 0) return 0;
      round.note({ type: "free-spins", reason: "retrigger", spins: game.retriggerSpins });
      return game.retriggerSpins;
    });
  };

  return {
    symbols: game.keys,
    buyOptions: game.buys.map(({ id, label }) => ({ id, label })),
    features: ["free-spins", "hold-and-win"],
    triggers: [
      {
        feature: "free-spins",
        symbols: [nameOf(game.scatter)],
        reels: game.scatterReels,
        counts: game.retriggerSpins > 0 ? { base: scatters, "free-spin": scatters } : { base: scatters },
      },
      { feature: "hold-and-win", symbols: [...coinSymbols].map(nameOf), counts: coinCount },
    ],
    exactPart: (request): ExactPart => {
      const bought = game.buys.find((option) => option.id === request.buy);
      if (bought?.starts === "hold-and-win") return {};
      exact ??= exactRound(game, lineRules);
      if (bought) return { "free-spins": exact.freeRound };
      return { "base-lines": exact.baseLines, "free-spins": exact.triggered * exact.freeRound };
    },
    exactHitFrequency: (request): ExactHitFrequency => {
      if (request.buy !== null) return {};
      const stacks = game.stacks;
      // A stack covers cells of several lines at once: the reading branches on where it lies.
      baseLineHits ??= lineHitChance(
        game.baseReels,
        lineRules,
        stacks && {
          symbol: stacks.symbol,
          reels: game.baseReels.map((reel, index) =>
            stacks.reels.includes(index)
              ? stackWays(reel.height as number, stacks.length, stacks.chance)
              : undefined,
          ),
        },
      );
      return { "base-lines": baseLineHits };
    },
    initialState: () => ({}),
    play(round, request, state) {
      const bought = game.buys.find((option) => option.id === request.buy);
      if (bought?.starts === "free-spins") {
        playFreeRound(round, "buy");
      } else if (bought?.starts === "hold-and-win") {
        round.trigger("hold-and-win");
        const start = scatterCoins(
          game.coinRound.positions,
          game.coinsToTrigger,
          coinRound.rules.drawCoin,
          round.rng,
        );
        playCoinRound(round, coinRound, start);
      } else if (playScreen(round, game.baseReels, "base") && !round.capped) {
        playFreeRound(round, "trigger");
      }
      return state;
    },
  };
}

interface ExactRound {
  readonly baseLines: number;
  /** P(a base screen starts free spins). */
  readonly triggered: number;
  /** The expected line pay of a whole free-spins round, retriggers included. */
  readonly freeRound: number;
}

/**
 * The exact parts of a coin-lines round: the line pay of a screen and the chance that it shows a scatter
 * on every scatter reel, on the base and the free reels. Free spins are independent screens, each adding
 * `retriggerSpins` when it shows the scatters, so their round is a geometric series (`freeRoundPay`);
 * the Hold & Win rounds they start are paid under their own source and stay simulated.
 */
function exactRound(game: CoinLinesGame, lineRules: LineRules): ExactRound {
  const stacks = game.stacks;
  const linePay = (reels: ReelSet) =>
    exactLinePay(reels, lineRules, (reel, row) => {
      const drawn = drawnCellChances(reels[reel] as ReelSpec, row);
      if (!stacks?.reels.includes(reel)) return drawn;
      // A line reads one cell per reel: a stack covers it, or the drawn symbol shows.
      const height = reels[reel]?.height as number;
      const covered = stacks.chance * stackCoverChance(height, stacks.length);
      const laid = new Map([...drawn].map(([symbol, chance]) => [symbol, (1 - covered) * chance]));
      laid.set(stacks.symbol, (laid.get(stacks.symbol) ?? 0) + covered);
      return laid;
    });
  // The scatter shows at most once on a reel; a stack laid over its row hides it.
  const scatterShows = (reels: ReelSet, reel: number): number => {
    const spec = reels[reel] as ReelSpec;
    const height = spec.height as number;
    const rows = Array.from({ length: height }, (_, row) => cellProbability(spec, row, game.scatter));
    const ways: [number, number][] =
      stacks?.reels.includes(reel) && stacks.symbol !== game.scatter
        ? stackWays(height, stacks.length, stacks.chance)
        : [[0, 1]];
    return ways.reduce(
      (sum, [covered, chance]) =>
        sum + chance * rows.reduce((seen, p, row) => seen + ((covered >> row) & 1 ? 0 : p), 0),
      0,
    );
  };
  const allScatters = (reels: ReelSet) =>
    game.scatterReels.reduce((product, reel) => product * scatterShows(reels, reel), 1);
  return {
    baseLines: linePay(game.baseReels),
    triggered: allScatters(game.baseReels),
    freeRound: freeRoundPay(
      game.freeSpins,
      game.retriggerSpins * allScatters(game.freeReels),
      linePay(game.freeReels),
    ),
  };
}
