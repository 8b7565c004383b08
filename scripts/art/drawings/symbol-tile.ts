/**
 * A reel symbol on its rounded tile. Drawn in a 160-unit square and scaled into place, so the
 * paytable image and the miniature reels of a gallery scene show the very same symbol.
 */
import { colourDistance, darken, inkOn, lighten } from "../colour";
import { icon } from "../icons";
import {
  fitTextSize,
  glowPaint,
  linearPaint,
  rect,
  round,
  type SvgDefs,
  shadowFilter,
  starPoints,
  text,
  textWidth,
  verticalPaint,
} from "../svg";
import type { SymbolFace } from "../symbol-faces";
import type { Palette } from "../themes";

const unit = 160;

function badgeRibbon(defs: SvgDefs, palette: Palette, badge: string): string {
  const fill = badge === "SCATTER" || badge === "BONUS" ? palette.contrast : palette.accent;
  const width = Math.min(136, Math.max(84, textWidth(badge, 17) + 28));
  const x = (unit - width) / 2;
  const size = fitTextSize(badge, width - 18, 17);
  return [
    rect({ x: x + 2, y: 120, width, height: 30 }, 9, `fill="${palette.night}" opacity="0.5"`),
    rect(
      { x, y: 116, width, height: 30 },
      9,
      `fill="${linearPaint(defs, [lighten(fill, 0.35), fill, darken(fill, 0.25)])}" stroke="${darken(fill, 0.5)}" stroke-width="1.5"`,
    ),
    text(badge, { x: unit / 2, y: 131 + size * 0.36, size, fill: inkOn(fill), spacing: 0.5 }),
  ].join("");
}

function pictureOf(
  defs: SvgDefs,
  palette: Palette,
  face: SymbolFace,
  tint: string,
  hasBadge: boolean,
): string {
  if ("icon" in face.picture) {
    const size = hasBadge ? 96 : 112;
    const x = (unit - size) / 2;
    const y = hasBadge ? 14 : 22;
    const fill = verticalPaint(defs, [lighten(tint, 0.6), tint, darken(tint, 0.32)], 40, 480);
    return [
      icon(face.picture.icon, {
        x: x + 3,
        y: y + 5,
        size,
        fill: palette.night,
        opacity: 0.6,
        filter: shadowFilter(defs, 9),
      }),
      icon(face.picture.icon, { x, y, size, fill }),
    ].join("");
  }
  const glyph = face.picture.glyph;
  const centre = hasBadge ? 66 : 80;
  const size = fitTextSize(glyph, face.emblem ? 128 : 122, face.emblem ? 46 : glyph.length > 2 ? 64 : 96);
  const top = centre - size * 0.45;
  const baseline = centre + size * 0.36;
  const fill = verticalPaint(defs, [lighten(tint, 0.65), tint, darken(tint, 0.3)], top, top + size * 0.9);
  const parts: string[] = [];
  if (face.emblem) {
    parts.push(
      `<polygon points="${starPoints(80, 80, 12, 70, 48)}" fill="${linearPaint(defs, [lighten(palette.base, 0.3), palette.base, darken(palette.base, 0.4)], "diagonal")}" stroke="${palette.accent}" stroke-width="3" stroke-linejoin="round"/>`,
    );
  }
  parts.push(
    text(glyph, { x: 83, y: baseline + 4, size, fill: palette.night, opacity: 0.55 }),
    text(glyph, {
      x: 80,
      y: baseline,
      size,
      fill,
      stroke: darken(tint, 0.7),
      strokeWidth: Math.max(3, size / 14),
    }),
  );
  return parts.join("");
}

/** The tile and its symbol in the 160-unit square. */
export function symbolTileBody(defs: SvgDefs, palette: Palette, face: SymbolFace): string {
  const badge = face.emblem ? undefined : face.badge;
  const tint = face.tint ?? palette.accent;
  // A symbol in the game's own colour (a red envelope on a red game) sits on a night-dark tile instead.
  const blends = colourDistance(tint, palette.base) < 130;
  const panel = blends
    ? [lighten(palette.night, 0.18), palette.night, darken(palette.night, 0.4)]
    : [lighten(palette.base, 0.12), palette.deep, darken(palette.deep, 0.35)];
  return [
    rect({ x: 8, y: 10, width: 146, height: 146 }, 28, `fill="${palette.night}" opacity="0.45"`),
    rect(
      { x: 4, y: 4, width: 152, height: 152 },
      28,
      `fill="${linearPaint(defs, [lighten(palette.accent, 0.45), palette.accent, darken(palette.accent, 0.5)], "diagonal")}"`,
    ),
    rect({ x: 9, y: 9, width: 142, height: 142 }, 23, `fill="${linearPaint(defs, panel)}"`),
    `<ellipse cx="80" cy="46" rx="66" ry="40" fill="${glowPaint(defs, "#ffffff", 0.22)}"/>`,
    `<ellipse cx="80" cy="84" rx="58" ry="58" fill="${glowPaint(defs, blends ? palette.deep : palette.base, 0.5)}"/>`,
    pictureOf(defs, palette, face, tint, badge !== undefined),
    badge ? badgeRibbon(defs, palette, badge) : "",
  ].join("");
}

/** The symbol tile scaled to `size` with its top-left corner at (`x`, `y`). */
export function symbolTile(
  defs: SvgDefs,
  palette: Palette,
  face: SymbolFace,
  x: number,
  y: number,
  size: number,
  opacity = 1,
): string {
  const fade = opacity < 1 ? ` opacity="${opacity}"` : "";
  return `<g transform="translate(${round(x)} ${round(y)}) scale(${round(size / unit)})"${fade}>${symbolTileBody(defs, palette, face)}</g>`;
}
