/**
 * A win-tier badge: the tier's name over a burst, its threshold (taken from the tier's copy, "20x the
 * bet or more") as "x20", and one to three stars for the tier's rank.
 */
import { glowPaint, starPoints, text } from "../svg";
import { backdrop, chip, metalText } from "./backdrop";
import { type ArtContext, nearestField } from "./context";

function rankOf(title: string): number {
  const lower = title.toLowerCase();
  if (/mega|epic|max/.test(lower)) return 3;
  if (/super|huge/.test(lower)) return 2;
  return 1;
}

export function drawWinTier(context: ArtContext): string {
  const { defs, theme, width } = context;
  const { palette } = theme;
  const title = nearestField(context, "title") ?? context.target.name.replaceAll("-", " ");
  const content = nearestField(context, "content") ?? "";
  const threshold = content.match(/\b(\d[\d,.]*)x\b/i)?.[1];
  const rank = rankOf(title);
  const parts = [
    backdrop(context, { rays: true, motifs: 3, light: { x: 0.5, y: 0.45 } }),
    `<ellipse cx="180" cy="112" rx="150" ry="74" fill="${glowPaint(defs, palette.accent, 0.35 + rank * 0.1)}"/>`,
  ];
  for (let star = 0; star < rank; star += 1) {
    const x = width / 2 + (star - (rank - 1) / 2) * 38;
    parts.push(
      `<polygon points="${starPoints(x, 40, 5, 16, 7)}" fill="${palette.accent}" stroke="${palette.night}" stroke-width="2" stroke-linejoin="round"/>`,
    );
  }
  const label = title.toUpperCase();
  parts.push(metalText(context, label, width / 2, 128, Math.min(54, 320 / Math.max(4, label.length * 0.74))));
  if (threshold) {
    parts.push(chip(context, `x${threshold}`, width / 2, 150, 26, palette.contrast).markup);
    parts.push(text("THE BET OR MORE", { x: width / 2, y: 222, size: 13, fill: palette.glow, spacing: 1.5 }));
  }
  return parts.join("");
}
