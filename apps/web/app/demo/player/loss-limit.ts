import { funMoney, type PlayerMoney } from "./money";

/**
 * A loss limit as the player types it: a positive amount of the session's money, to the digits it
 * holds (FUN in whole cents: "50", "12.50"; a sandbox currency to its minor unit).
 */
export function parseLossLimit(
  text: string,
  money: Pick<PlayerMoney, "parse"> = funMoney,
): { limit: number } | { error: "missing" | "invalid" } {
  const value = text.trim();
  if (value === "") return { error: "missing" };
  const limit = money.parse(value);
  return limit === null ? { error: "invalid" } : { limit };
}
