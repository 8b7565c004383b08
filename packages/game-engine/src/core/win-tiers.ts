export type WinTier = "big" | "super" | "mega";

/** Big, Super and Mega Win thresholds in multiples of the bet, as each game's content record states them. */
export type WinTiers = readonly [big: number, superWin: number, mega: number];

export function winTier(multiple: number, tiers: WinTiers): WinTier | null {
  if (multiple >= tiers[2]) return "mega";
  if (multiple >= tiers[1]) return "super";
  if (multiple >= tiers[0]) return "big";
  return null;
}
