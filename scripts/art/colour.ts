/** Colour arithmetic on `#rrggbb` strings, so a palette of a few colours yields every shade a drawing needs. */

function channels(colour: string): [number, number, number] {
  const hex = colour.replace("#", "");
  return [0, 2, 4].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

function toHex(value: number): string {
  return Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, "0");
}

/** The colour `amount` of the way from `from` to `to` (0 gives `from`, 1 gives `to`). */
export function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  return `#${a.map((value, index) => toHex(value + ((b[index] ?? 0) - value) * amount)).join("")}`;
}

export function lighten(colour: string, amount: number): string {
  return mix(colour, "#ffffff", amount);
}

export function darken(colour: string, amount: number): string {
  return mix(colour, "#000000", amount);
}

/** Hue 0-360, saturation and lightness 0-1. */
export function fromHsl(hue: number, saturation: number, lightness: number): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const sector = (((hue % 360) + 360) % 360) / 60;
  const second = chroma * (1 - Math.abs((sector % 2) - 1));
  const [r, g, b] =
    sector < 1
      ? [chroma, second, 0]
      : sector < 2
        ? [second, chroma, 0]
        : sector < 3
          ? [0, chroma, second]
          : sector < 4
            ? [0, second, chroma]
            : sector < 5
              ? [second, 0, chroma]
              : [chroma, 0, second];
  const offset = lightness - chroma / 2;
  return `#${[r, g, b].map((value) => toHex((value + offset) * 255)).join("")}`;
}

/** Straight-line distance of two colours in RGB space, 0 to about 441. */
export function colourDistance(a: string, b: string): number {
  const first = channels(a);
  const second = channels(b);
  return Math.hypot(...first.map((value, index) => value - (second[index] ?? 0)));
}

/** Dark or light text, whichever reads better on `background`. */
export function inkOn(background: string, dark = "#1a1024", light = "#ffffff"): string {
  const [r, g, b] = channels(background);
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 150 ? dark : light;
}
