/** A loss limit as the player types it: a positive amount of FUN in whole cents ("50", "12.50"). */
export function parseLossLimit(text: string): { limit: number } | { error: "missing" | "invalid" } {
  const value = text.trim();
  if (value === "") return { error: "missing" };
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(value)) return { error: "invalid" };
  const limit = Number(value);
  return limit > 0 ? { limit } : { error: "invalid" };
}
