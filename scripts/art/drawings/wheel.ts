/** A bonus wheel whose segments carry the game's own symbols. */
import { darken, lighten, mix } from "../colour";
import { icon } from "../icons";
import { linearPaint, round, starPoints } from "../svg";
import type { ArtContext } from "./context";

export function bonusWheel(
  context: ArtContext,
  cx: number,
  cy: number,
  radius: number,
  pictograms: string[],
): string {
  const { defs, theme } = context;
  const { palette } = theme;
  const segments = 12;
  const parts = [
    `<circle cx="${round(cx + 4)}" cy="${round(cy + 6)}" r="${round(radius + 10)}" fill="${palette.night}" opacity="0.5"/>`,
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(radius + 10)}" fill="${linearPaint(defs, [lighten(palette.accent, 0.5), palette.accent, darken(palette.accent, 0.5)], "diagonal")}"/>`,
  ];
  const colours = [palette.base, palette.deep, mix(palette.base, palette.contrast, 0.6), palette.deep];
  for (let index = 0; index < segments; index += 1) {
    const from = (index / segments) * Math.PI * 2 - Math.PI / 2 - Math.PI / segments;
    const to = from + (Math.PI * 2) / segments;
    const a = [cx + Math.cos(from) * radius, cy + Math.sin(from) * radius];
    const b = [cx + Math.cos(to) * radius, cy + Math.sin(to) * radius];
    parts.push(
      `<path d="M${round(cx)} ${round(cy)}L${round(a[0] ?? 0)} ${round(a[1] ?? 0)}A${round(radius)} ${round(radius)} 0 0 1 ${round(b[0] ?? 0)} ${round(b[1] ?? 0)}Z" fill="${colours[index % colours.length]}" stroke="${palette.accent}" stroke-width="1.5"/>`,
    );
    const middle = (from + to) / 2;
    const size = radius * 0.3;
    const px = cx + Math.cos(middle) * radius * 0.68 - size / 2;
    const py = cy + Math.sin(middle) * radius * 0.68 - size / 2;
    const pictogram = pictograms[index % pictograms.length];
    if (pictogram) {
      parts.push(
        icon(pictogram, {
          x: px,
          y: py,
          size,
          fill: index % 2 === 0 ? palette.glow : palette.accent,
          rotate: round((middle * 180) / Math.PI + 90),
        }),
      );
    }
  }
  for (let index = 0; index < segments; index += 1) {
    const angle = (index / segments) * Math.PI * 2;
    parts.push(
      `<circle cx="${round(cx + Math.cos(angle) * (radius + 5))}" cy="${round(cy + Math.sin(angle) * (radius + 5))}" r="${round(radius * 0.025 + 1)}" fill="${palette.glow}"/>`,
    );
  }
  parts.push(
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(radius * 0.2)}" fill="${linearPaint(defs, [lighten(palette.accent, 0.5), palette.accent, darken(palette.accent, 0.45)], "diagonal")}" stroke="${palette.night}" stroke-width="2"/>`,
    `<polygon points="${starPoints(cx, cy, 8, radius * 0.13, radius * 0.06)}" fill="${palette.glow}"/>`,
    `<path d="M${round(cx - radius * 0.12)} ${round(cy - radius - 16)}L${round(cx + radius * 0.12)} ${round(cy - radius - 16)}L${round(cx)} ${round(cy - radius + 14)}Z" fill="${linearPaint(defs, [palette.glow, palette.contrast])}" stroke="${palette.night}" stroke-width="2" stroke-linejoin="round"/>`,
  );
  return parts.join("");
}
