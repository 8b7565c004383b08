/**
 * The volatility, RTP and max-win cards: a gauge with the needle on the game's level, a ring filled
 * to its RTP, and its max win as a figure. Figures come from the card's title, or from the game's
 * facts when the title states none.
 */
import { volatilityLevels } from "../../../packages/content/src/catalogue/schema";
import { darken, lighten, mix } from "../colour";
import { icon } from "../icons";
import { pictogramFor } from "../pictograms";
import { arcPath, glowPaint, linearPaint, round, text, verticalPaint } from "../svg";
import { backdrop, emblem, metalText } from "./backdrop";
import { type ArtContext, multipleIn, nearestField } from "./context";

type VolatilityLevel = (typeof volatilityLevels)[number];

const levelNames: Record<VolatilityLevel, string> = {
  low: "LOW",
  medium: "MEDIUM",
  "medium-high": "MEDIUM-HIGH",
  high: "HIGH",
};

function levelOf(context: ArtContext): VolatilityLevel {
  const words = `${context.target.name} ${nearestField(context, "title") ?? ""}`.toLowerCase();
  if (/medium[- ]high/.test(words)) return "medium-high";
  const named = (["low", "medium", "high"] as const).find((level) =>
    new RegExp(`\\b${level}\\b`).test(words),
  );
  return named ?? context.game?.facts.volatility ?? "medium";
}

/** A pictogram the image name adds to the card ("medium-volatility-sundial"), if any. */
function propOf(name: string, fallback: string): string {
  return pictogramFor(name) ?? fallback;
}

function gauge(context: ArtContext): string {
  const { defs, theme } = context;
  const { palette } = theme;
  const level = levelOf(context);
  const index = volatilityLevels.indexOf(level);
  const cx = 200;
  const cy = 206;
  const radius = 118;
  const colours = [
    lighten(palette.base, 0.45),
    lighten(palette.base, 0.1),
    mix(palette.base, palette.accent, 0.6),
    palette.accent,
  ];
  const parts = [metalText(context, "VOLATILITY", cx, 52, 30)];
  const gap = 0.035;
  colours.forEach((colour, segment) => {
    const from = Math.PI + (segment / 4) * Math.PI + gap;
    const to = Math.PI + ((segment + 1) / 4) * Math.PI - gap;
    const active = segment <= index;
    parts.push(
      `<path d="${arcPath(cx, cy, radius, from, to)}" fill="none" stroke="${palette.night}" stroke-width="34" stroke-opacity="0.6"/>`,
      `<path d="${arcPath(cx, cy, radius, from, to)}" fill="none" stroke="${colour}" stroke-width="26" stroke-opacity="${active ? 1 : 0.28}"/>`,
    );
  });
  const needleAngle = Math.PI + ((index + 0.5) / 4) * Math.PI;
  const tip = [cx + Math.cos(needleAngle) * (radius - 8), cy + Math.sin(needleAngle) * (radius - 8)];
  const side = needleAngle + Math.PI / 2;
  const baseA = [cx + Math.cos(side) * 10, cy + Math.sin(side) * 10];
  const baseB = [cx - Math.cos(side) * 10, cy - Math.sin(side) * 10];
  parts.push(
    `<polygon points="${round(tip[0] ?? 0)},${round(tip[1] ?? 0)} ${round(baseA[0] ?? 0)},${round(baseA[1] ?? 0)} ${round(baseB[0] ?? 0)},${round(baseB[1] ?? 0)}" fill="${linearPaint(defs, [palette.glow, palette.accent])}" stroke="${palette.night}" stroke-width="2" stroke-linejoin="round"/>`,
    emblem(context, propOf(context.target.name, "progression"), cx, cy, 34),
    text("LOW", { x: cx - radius, y: cy + 36, size: 13, fill: palette.glow, opacity: 0.8 }),
    text("HIGH", { x: cx + radius, y: cy + 36, size: 13, fill: palette.glow, opacity: 0.8 }),
    metalText(context, levelNames[level], cx, 280, 30, palette.glow),
  );
  return parts.join("");
}

function rtpRing(context: ArtContext): string {
  const { defs, theme, game } = context;
  const { palette } = theme;
  const title = nearestField(context, "title") ?? "";
  const figure = title.match(/\d+(?:\.\d+)?%/)?.[0] ?? (game ? `${game.facts.rtp}%` : "RTP");
  const share = Number.parseFloat(figure) / 100 || 0.96;
  const cx = 200;
  const cy = 150;
  const radius = 92;
  const start = -Math.PI / 2;
  const end = start + share * Math.PI * 2;
  return [
    `<circle cx="${cx}" cy="${cy}" r="${radius + 26}" fill="${glowPaint(defs, palette.accent, 0.35)}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="${palette.night}" stroke-width="26" stroke-opacity="0.7"/>`,
    `<path d="${arcPath(cx, cy, radius, start, end)}" fill="none" stroke="${linearPaint(defs, [lighten(palette.accent, 0.55), palette.accent, darken(palette.accent, 0.3)], "diagonal")}" stroke-width="20" stroke-linecap="round"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${radius - 18}" fill="${linearPaint(defs, [lighten(palette.base, 0.1), palette.deep, palette.night])}"/>`,
    icon(propOf(context.target.name, "scales"), {
      x: cx - 22,
      y: cy - 66,
      size: 44,
      fill: verticalPaint(defs, [palette.glow, palette.accent], 40, 480),
      opacity: 0.9,
    }),
    metalText(context, figure, cx, cy + 26, Math.min(34, 132 / Math.max(3, figure.length * 0.7))),
    metalText(context, "RTP", cx, 284, 30, palette.glow),
  ].join("");
}

function maxWin(context: ArtContext): string {
  const { defs, theme, game } = context;
  const { palette } = theme;
  const title = nearestField(context, "title") ?? "";
  const figure = multipleIn(title) ?? (game ? `${game.facts.max_win.toLocaleString("en-GB")}x` : "MAX");
  const prop = propOf(context.target.name, "coins-pile");
  return [
    metalText(context, "MAX WIN", 200, 56, 30, palette.glow),
    `<ellipse cx="200" cy="236" rx="120" ry="40" fill="${glowPaint(defs, palette.accent, 0.5)}"/>`,
    icon(prop, {
      x: 146,
      y: 174,
      size: 108,
      fill: verticalPaint(
        defs,
        [lighten(palette.accent, 0.6), palette.accent, darken(palette.accent, 0.35)],
        40,
        480,
      ),
    }),
    icon("coins-pile", { x: 60, y: 214, size: 70, fill: palette.accent, opacity: 0.8 }),
    icon("coins-pile", { x: 270, y: 214, size: 70, fill: palette.accent, opacity: 0.8 }),
    metalText(context, figure, 200, 152, Math.min(78, 340 / Math.max(3, figure.length * 0.74))),
  ].join("");
}

export function drawVolatility(context: ArtContext): string {
  const name = context.target.name;
  const title = (nearestField(context, "title") ?? "").toLowerCase();
  const card =
    name.includes("rtp") || title.startsWith("rtp")
      ? "rtp"
      : name.includes("max-win") || title.startsWith("max win")
        ? "max-win"
        : "volatility";
  const scene = backdrop(context, { motifs: 4, rays: card === "max-win" });
  const body = card === "rtp" ? rtpRing(context) : card === "max-win" ? maxWin(context) : gauge(context);
  return `${scene}${body}`;
}
