import type { DemoReplay, DemoRound } from "@quillspin/contracts";
import { minorUnitExponent } from "@quillspin/contracts/minor-units";
import { funMoney, minorUnitMoney, type PlayerMoney } from "../player/money";

/**
 * The replayed round in the money it was played in. A demo round is FUN as stored. A sandbox round
 * (its replay names a currency) is stored in that currency's major units, as the engine drew it; its
 * bet, cost and win go back to whole minor units here, the unit the sandbox player counts and formats.
 */
export function replayInMoney(replay: Pick<DemoReplay, "currency" | "round">): {
  round: DemoRound;
  money: PlayerMoney;
} {
  if (replay.currency === null) return { round: replay.round, money: funMoney };
  const exponent = minorUnitExponent(replay.currency);
  // Each amount was a whole count of minor units divided by 10^exponent: rounding undoes the division.
  const minor = (amount: number) => Math.round(amount * 10 ** exponent);
  const { round } = replay;
  return {
    round: { ...round, bet: minor(round.bet), cost: minor(round.cost), win: minor(round.win) },
    money: minorUnitMoney(replay.currency, exponent),
  };
}
