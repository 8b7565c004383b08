/**
 * Pictograms from game-icons.net (CC BY 3.0, credited in packages/content/src/credits.ts), read from
 * the installed iconify set. Every body is a 512-unit square painted with `currentColor`, which a
 * drawing swaps for its own colour or gradient.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { round } from "./svg";

interface IconSet {
  icons: Record<string, { body: string }>;
  aliases?: Record<string, { parent: string }>;
}

const iconSet: IconSet = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve("@iconify-json/game-icons/icons.json"), "utf8"),
);

export function hasIcon(name: string): boolean {
  return name in iconSet.icons || name in (iconSet.aliases ?? {});
}

function iconBody(name: string): string {
  const icon = iconSet.icons[name] ?? iconSet.icons[iconSet.aliases?.[name]?.parent ?? ""];
  if (!icon) {
    throw new Error(`game-icons has no icon named "${name}"`);
  }
  return icon.body;
}

export interface IconPlacement {
  x: number;
  y: number;
  size: number;
  /** A colour or a `url(#gradient)` whose user space is the icon's 512-unit square. */
  fill: string;
  opacity?: number;
  filter?: string;
  /** Degrees, about the icon's centre. */
  rotate?: number;
}

export function icon(name: string, placement: IconPlacement): string {
  const body = iconBody(name).replaceAll("currentColor", placement.fill);
  const extras = [
    placement.opacity === undefined ? "" : ` opacity="${placement.opacity}"`,
    placement.filter ? ` filter="${placement.filter}"` : "",
    placement.rotate ? ` transform="rotate(${placement.rotate} 256 256)"` : "",
  ].join("");
  return `<svg x="${round(placement.x)}" y="${round(placement.y)}" width="${round(placement.size)}" height="${round(placement.size)}" viewBox="0 0 512 512" overflow="visible"><g${extras}>${body}</g></svg>`;
}
