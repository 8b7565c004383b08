/**
 * SVG building blocks shared by every drawing. Text uses librsvg's generic bold sans-serif, the only
 * face every machine that runs the script is sure to have, so sizes are fitted from an estimate of
 * its glyph widths rather than measured.
 */
import { hashText } from "./seeded-random";

/** Gradients and filters of one document, each written once however many shapes use it. */
export class SvgDefs {
  private readonly items = new Map<string, string>();

  add(id: string, markup: string): string {
    if (!this.items.has(id)) {
      this.items.set(id, markup);
    }
    return `url(#${id})`;
  }

  markup(): string {
    return [...this.items.values()].join("");
  }
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

type Direction = "down" | "across" | "diagonal";

const directions: Record<Direction, string> = {
  down: 'x1="0" y1="0" x2="0" y2="1"',
  across: 'x1="0" y1="0" x2="1" y2="0"',
  diagonal: 'x1="0" y1="0" x2="1" y2="1"',
};

function stopsMarkup(colours: readonly string[], opacities?: readonly number[]): string {
  return colours
    .map((colour, index) => {
      const offset = colours.length === 1 ? 0 : index / (colours.length - 1);
      const opacity = opacities?.[index];
      return `<stop offset="${offset.toFixed(3)}" stop-color="${colour}"${
        opacity === undefined ? "" : ` stop-opacity="${opacity}"`
      }/>`;
    })
    .join("");
}

/** A gradient across each shape's own bounding box. */
export function linearPaint(
  defs: SvgDefs,
  colours: readonly string[],
  direction: Direction = "down",
): string {
  const id = `l${hashText(`${direction}${colours.join()}`).toString(36)}`;
  return defs.add(
    id,
    `<linearGradient id="${id}" ${directions[direction]}>${stopsMarkup(colours)}</linearGradient>`,
  );
}

/** A vertical gradient fixed in user space, so every path of a pictogram shares one sweep of light. */
export function verticalPaint(
  defs: SvgDefs,
  colours: readonly string[],
  top: number,
  bottom: number,
): string {
  const id = `v${hashText(`${top}:${bottom}${colours.join()}`).toString(36)}`;
  return defs.add(
    id,
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${top}" x2="0" y2="${bottom}">${stopsMarkup(colours)}</linearGradient>`,
  );
}

/** A soft glow: `colour` at the centre fading to transparent at the edge. */
export function glowPaint(defs: SvgDefs, colour: string, strength = 0.6): string {
  const id = `g${hashText(`${colour}${strength}`).toString(36)}`;
  return defs.add(
    id,
    `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5">${stopsMarkup([colour, colour], [strength, 0])}</radialGradient>`,
  );
}

/** A blurred dark copy under a shape, for depth. */
export function shadowFilter(defs: SvgDefs, blur = 3): string {
  const id = `s${blur}`;
  return defs.add(
    id,
    `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${blur}"/></filter>`,
  );
}

export function svgDocument(width: number, height: number, defs: SvgDefs, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.markup()}</defs>${body}</svg>`;
}

export function escapeXml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** Rough advance of a bold sans-serif glyph, in ems. */
function glyphWidth(character: string): number {
  if (character === " ") return 0.34;
  if (/[.,:;'!|]/.test(character)) return 0.38;
  if (/[ilj1I]/.test(character)) return 0.42;
  if (/[MWmw@%]/.test(character)) return 1.02;
  if (/[A-Z0-9&$#]/.test(character)) return 0.8;
  return 0.66;
}

export function textWidth(value: string, size: number): number {
  return [...value].reduce((total, character) => total + glyphWidth(character), 0) * size;
}

/** The largest font size up to `largest` at which `value` fits in `width`. */
export function fitTextSize(value: string, width: number, largest: number): number {
  const natural = textWidth(value, 1);
  return Math.max(6, Math.min(largest, natural === 0 ? largest : width / natural));
}

/** Splits `value` into at most `maxLines` lines of roughly `width` at `size`. */
export function wrapText(value: string, width: number, size: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of value.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && textWidth(candidate, size) > width && lines.length < maxLines - 1) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

export interface TextStyle {
  x: number;
  y: number;
  size: number;
  fill: string;
  anchor?: "start" | "middle" | "end";
  stroke?: string;
  strokeWidth?: number;
  opacity?: number;
  spacing?: number;
  weight?: "bold" | "normal";
}

export function text(value: string, style: TextStyle): string {
  const attributes = [
    `x="${round(style.x)}"`,
    `y="${round(style.y)}"`,
    'font-family="sans-serif"',
    `font-weight="${style.weight ?? "bold"}"`,
    `font-size="${round(style.size)}"`,
    `text-anchor="${style.anchor ?? "middle"}"`,
    `fill="${style.fill}"`,
  ];
  if (style.stroke) {
    attributes.push(
      `stroke="${style.stroke}"`,
      `stroke-width="${round(style.strokeWidth ?? style.size / 12)}"`,
      'stroke-linejoin="round"',
      'paint-order="stroke"',
    );
  }
  if (style.opacity !== undefined) attributes.push(`opacity="${style.opacity}"`);
  if (style.spacing !== undefined) attributes.push(`letter-spacing="${round(style.spacing)}"`);
  return `<text ${attributes.join(" ")}>${escapeXml(value)}</text>`;
}

export function rect(box: Box, radius: number, attributes: string): string {
  return `<rect x="${round(box.x)}" y="${round(box.y)}" width="${round(box.width)}" height="${round(box.height)}" rx="${round(radius)}" ${attributes}/>`;
}

/** Points of a star or burst: `points` tips on `outer`, notches on `inner`. */
export function starPoints(
  cx: number,
  cy: number,
  points: number,
  outer: number,
  inner: number,
  rotation = -Math.PI / 2,
): string {
  const corners: string[] = [];
  for (let index = 0; index < points * 2; index += 1) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = rotation + (index * Math.PI) / points;
    corners.push(`${round(cx + Math.cos(angle) * radius)},${round(cy + Math.sin(angle) * radius)}`);
  }
  return corners.join(" ");
}

/** Wedges radiating from a centre, the classic slot-celebration backdrop. */
export function raysPath(cx: number, cy: number, count: number, length: number, rotation = 0): string {
  const half = Math.PI / count / 2;
  const segments: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const angle = rotation + (index * 2 * Math.PI) / count;
    const a = [cx + Math.cos(angle - half) * length, cy + Math.sin(angle - half) * length];
    const b = [cx + Math.cos(angle + half) * length, cy + Math.sin(angle + half) * length];
    segments.push(
      `M${round(cx)} ${round(cy)}L${round(a[0] ?? 0)} ${round(a[1] ?? 0)}L${round(b[0] ?? 0)} ${round(b[1] ?? 0)}Z`,
    );
  }
  return segments.join("");
}

/** An arc of a circle as a path, angles in radians clockwise from three o'clock. */
export function arcPath(cx: number, cy: number, radius: number, from: number, to: number): string {
  const start = [cx + Math.cos(from) * radius, cy + Math.sin(from) * radius];
  const end = [cx + Math.cos(to) * radius, cy + Math.sin(to) * radius];
  const large = to - from > Math.PI ? 1 : 0;
  return `M${round(start[0] ?? 0)} ${round(start[1] ?? 0)}A${round(radius)} ${round(radius)} 0 ${large} 1 ${round(end[0] ?? 0)} ${round(end[1] ?? 0)}`;
}

export function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The largest size, down to `smallest`, at which `value` wraps into `maxLines` lines of `width`. */
export function fitWrapped(
  value: string,
  width: number,
  largest: number,
  smallest: number,
  maxLines: number,
): { lines: string[]; size: number } {
  for (let size = largest; size > smallest; size -= 1) {
    const lines = wrapText(value, width, size, maxLines);
    if (lines.every((line) => textWidth(line, size) <= width)) return { lines, size };
  }
  const lines = wrapText(value, width, smallest, maxLines);
  return { lines, size: Math.min(smallest, ...lines.map((line) => fitTextSize(line, width, smallest))) };
}
