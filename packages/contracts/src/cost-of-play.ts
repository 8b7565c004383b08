import type { GameParSummary, SpinSpeedSummary } from "./game-par";

// The cost-of-play arithmetic both the game page's server and its script run. It lives apart from the
// PAR schemas so the page's script does not carry zod (decision 22).

/** The bets a cost-of-play form offers: the usual steps that fall within the game's bet range, ends included. */
export function costOfPlayBets(range: GameParSummary["bet"]): number[] {
  const steps = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500];
  const inside = steps.filter((step) => step > range.min && step < range.max);
  return [range.min, ...inside, range.max].filter((bet, index, all) => all.indexOf(bet) === index);
}

/** The cost-of-play form's query: anything malformed falls back to the default, as every page query does. */
export function costOfPlayQuery(
  summary: Pick<GameParSummary, "bet" | "speeds">,
  query: { bet?: string | null; speed?: string | null },
): { bet: number; speed: string } {
  const bets = costOfPlayBets(summary.bet);
  const bet = Number(query.bet);
  const fallbackBet = bets.includes(1) ? 1 : (bets[0] as number);
  const speed = summary.speeds.find((candidate) => candidate.id === query.speed) ?? summary.speeds[0];
  return { bet: bets.includes(bet) ? bet : fallbackBet, speed: speed?.id ?? "" };
}

export interface CostOfPlay {
  readonly bet: number;
  readonly speed: SpinSpeedSummary;
  /** Staked in an hour of continuous play at this speed: bet x spins per hour. */
  readonly stakedPerHour: number;
  /** Expected cost of that hour: bet x (1 - RTP) x spins per hour, at the stated RTP. */
  readonly expectedCostPerHour: number;
}

/**
 * The expected cost of an hour of play. The chance of ending the hour ahead is the speed's (`speed.ahead`):
 * it does not depend on the bet, since every win scales with the bet.
 */
export function costOfPlay(summary: GameParSummary, bet: number, speedId: string): CostOfPlay | null {
  const speed = summary.speeds.find((candidate) => candidate.id === speedId);
  if (!speed) return null;
  const stakedPerHour = bet * speed.spinsPerHour;
  return { bet, speed, stakedPerHour, expectedCostPerHour: stakedPerHour * (1 - summary.statedRtp / 100) };
}
