/** A paytable symbol image: the symbol's tile filling the square. */
import { symbolFace } from "../symbol-faces";
import { type ArtContext, nearestField } from "./context";
import { symbolTileBody } from "./symbol-tile";

export function drawSymbol(context: ArtContext): string {
  const { target, theme, defs } = context;
  const face = symbolFace(
    target.name,
    { title: nearestField(context, "title"), alt: nearestField(context, "alt") },
    theme.motifs,
    context.random,
  );
  const scale = context.width / 160;
  return `<g transform="scale(${scale})">${symbolTileBody(defs, theme.palette, face)}</g>`;
}
