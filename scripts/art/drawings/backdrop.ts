/**
 * Pieces every composed image shares: the lit backdrop with the setting's props behind it, the game's
 * name set as a logo, figure chips and headings.
 */
import { darken, inkOn, lighten } from "../colour";
import { icon } from "../icons";
import {
  fitTextSize,
  glowPaint,
  linearPaint,
  raysPath,
  rect,
  round,
  text,
  textWidth,
  verticalPaint,
  wrapText,
} from "../svg";
import type { ArtContext } from "./context";

export interface BackdropOptions {
  /** Faint props of the setting around the edges. */
  motifs?: number;
  /** Light rays from the centre. */
  rays?: boolean;
  /** Where the light comes from, as fractions of the canvas. */
  light?: { x: number; y: number };
}

export function backdrop(context: ArtContext, options: BackdropOptions = {}): string {
  const { defs, theme, random, width, height } = context;
  const { palette } = theme;
  const light = options.light ?? { x: 0.5, y: 0.42 };
  const cx = width * light.x;
  const cy = height * light.y;
  const reach = Math.max(width, height);
  const parts = [
    `<rect width="${width}" height="${height}" fill="${linearPaint(defs, [palette.deep, darken(palette.deep, 0.35), palette.night])}"/>`,
    `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(reach * 0.62)}" ry="${round(reach * 0.48)}" fill="${glowPaint(defs, palette.base, 0.85)}"/>`,
  ];
  if (options.rays) {
    parts.push(
      `<path d="${raysPath(cx, cy, 18, reach, random.next())}" fill="${palette.glow}" opacity="0.07"/>`,
    );
  }
  const motifCount = options.motifs ?? 5;
  for (let index = 0; index < motifCount; index += 1) {
    const size = reach * (0.22 + random.next() * 0.16);
    const side = index % 2 === 0 ? -0.1 : 0.78;
    const x = width * (side + random.next() * 0.28) - size * 0.2;
    const y = height * ((index / Math.max(1, motifCount - 1)) * 0.9 - 0.12) + random.next() * 30;
    parts.push(
      icon(random.pick(theme.motifs), {
        x,
        y,
        size,
        fill: palette.glow,
        opacity: 0.07 + random.next() * 0.05,
        rotate: random.int(-18, 18),
      }),
    );
  }
  parts.push(
    `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(reach * 0.3)}" ry="${round(reach * 0.22)}" fill="${glowPaint(defs, palette.glow, 0.16)}"/>`,
  );
  for (let index = 0; index < 14; index += 1) {
    const r = 0.8 + random.next() * 2.2;
    parts.push(
      `<circle cx="${round(random.next() * width)}" cy="${round(random.next() * height)}" r="${round(r)}" fill="${palette.glow}" opacity="${round(0.25 + random.next() * 0.5)}"/>`,
    );
  }
  return parts.join("");
}

/** Text in the palette's metal, with a dark outline and a drop shadow. */
export function metalText(
  context: ArtContext,
  value: string,
  x: number,
  baseline: number,
  size: number,
  metal = context.theme.palette.accent,
  anchor: "start" | "middle" | "end" = "middle",
): string {
  const { defs, theme } = context;
  const fill = verticalPaint(
    defs,
    [lighten(metal, 0.75), lighten(metal, 0.2), metal, darken(metal, 0.3)],
    baseline - size * 0.78,
    baseline,
  );
  return [
    text(value, {
      x: x + size * 0.04,
      y: baseline + size * 0.07,
      size,
      fill: theme.palette.night,
      opacity: 0.6,
      anchor,
    }),
    text(value, {
      x,
      y: baseline,
      size,
      fill,
      stroke: darken(theme.palette.night, 0.2),
      strokeWidth: Math.max(2, size / 10),
      anchor,
    }),
  ].join("");
}

/** The game's name as a logo, centred on `cx`, at most `maxWidth` wide and on up to two lines. */
export function logo(
  context: ArtContext,
  title: string,
  cx: number,
  top: number,
  maxWidth: number,
  largest: number,
  maxLines: 1 | 2 = 2,
): string {
  const name = title.toUpperCase();
  const singleSize = fitTextSize(name, maxWidth, largest);
  const lines =
    maxLines === 2 && singleSize < largest * 0.7 ? wrapText(name, maxWidth, largest * 0.8, 2) : [name];
  const size = Math.min(
    ...lines.map((line) => fitTextSize(line, maxWidth, lines.length > 1 ? largest * 0.8 : largest)),
  );
  return lines
    .map((line, index) => metalText(context, line, cx, top + size * (0.82 + index * 1.02), size))
    .join("");
}

/** A rounded chip holding a short figure or word. Returns its markup and width. */
export function chip(
  context: ArtContext,
  value: string,
  x: number,
  y: number,
  size: number,
  colour = context.theme.palette.accent,
  anchor: "start" | "middle" = "middle",
): { markup: string; width: number } {
  const { defs, theme } = context;
  const width = textWidth(value, size) + size * 1.3;
  const height = size * 1.7;
  const left = anchor === "middle" ? x - width / 2 : x;
  return {
    width,
    markup: [
      rect(
        { x: left + 2, y: y + 3, width, height },
        height / 2,
        `fill="${theme.palette.night}" opacity="0.45"`,
      ),
      rect(
        { x: left, y, width, height },
        height / 2,
        `fill="${linearPaint(defs, [lighten(colour, 0.35), colour, darken(colour, 0.3)])}" stroke="${darken(colour, 0.55)}" stroke-width="1.5"`,
      ),
      text(value, { x: left + width / 2, y: y + height / 2 + size * 0.36, size, fill: inkOn(colour) }),
    ].join(""),
  };
}

/** A glowing disc with a pictogram, the emblem of an infographic card. */
export function emblem(
  context: ArtContext,
  pictogram: string,
  cx: number,
  cy: number,
  radius: number,
): string {
  const { defs, theme } = context;
  const { palette } = theme;
  const size = radius * 1.2;
  return [
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(radius * 1.45)}" fill="${glowPaint(defs, palette.accent, 0.45)}"/>`,
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(radius)}" fill="${linearPaint(defs, [lighten(palette.base, 0.15), palette.deep, palette.night])}" stroke="${linearPaint(defs, [lighten(palette.accent, 0.5), palette.accent, darken(palette.accent, 0.45)], "diagonal")}" stroke-width="${round(radius * 0.09)}"/>`,
    icon(pictogram, {
      x: cx - size / 2,
      y: cy - size / 2,
      size,
      fill: verticalPaint(
        defs,
        [lighten(palette.accent, 0.6), palette.accent, darken(palette.accent, 0.3)],
        40,
        480,
      ),
    }),
  ].join("");
}

/** A translucent panel for grouping the parts of an infographic. */
export function panel(
  context: ArtContext,
  x: number,
  y: number,
  width: number,
  height: number,
  radius = 16,
): string {
  const { palette } = context.theme;
  return rect(
    { x, y, width, height },
    radius,
    `fill="${palette.night}" fill-opacity="0.55" stroke="${palette.accent}" stroke-opacity="0.55" stroke-width="2"`,
  );
}
