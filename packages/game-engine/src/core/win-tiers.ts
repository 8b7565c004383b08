export type WinTier = "big" | "super" | "mega";

/** Big, Super and Mega Win thresholds in multiples of the bet (catalogue.md section 9). */
export type WinTiers = readonly [big: number, superWin: number, mega: number];

export const standardWinTiers: WinTiers = [20, 40, 60];
export const lowWinTiers: WinTiers = [10, 25, 50];

export function winTier(multiple: number, tiers: WinTiers): WinTier | null {
  if (multiple >= tiers[2]) return "mega";
  if (multiple >= tiers[1]) return "super";
  if (multiple >= tiers[0]) return "big";
  return null;
}
