/**
 * A bonus or special-feature card: the feature's emblem (or its wheel, or the Gamble card), its
 * title, and the figures its copy states, such as a price of "40x" or "8 free spins".
 */
import { pictogramFor } from "../pictograms";
import { fitTextSize, fitWrapped, text } from "../svg";
import { backdrop, chip, emblem, metalText } from "./backdrop";
import { type ArtContext, gameName, gameSymbols, multipleIn, nearestField } from "./context";
import { colourChoices, faceDownCard } from "./gamble";
import { bonusWheel } from "./wheel";

function figures(context: ArtContext): string[] {
  const alt = nearestField(context, "alt") ?? "";
  const title = nearestField(context, "title") ?? "";
  const found: string[] = [];
  const spins = `${alt} ${title}`.match(/\b(\d+)(?: to \d+)? (?:free )?spins\b/i);
  if (spins) found.push(`${spins[0].replace(/\s+free\s+/i, " ").toUpperCase()}`);
  const multiple = multipleIn(alt) ?? multipleIn(title) ?? context.target.name.match(/\bx\d+\b/)?.[0];
  if (multiple) found.push(multiple.toLowerCase());
  return found.slice(0, 2);
}

export function drawFeature(context: ArtContext): string {
  const { theme } = context;
  const { palette } = theme;
  const name = context.target.name;
  const words = name.split("-");
  const title = nearestField(context, "title") ?? words.join(" ");
  const parts = [backdrop(context, { motifs: 4, light: { x: 0.27, y: 0.5 } })];
  const isGamble = words.includes("gamble");
  if (isGamble) {
    parts.push(faceDownCard(context, 128, 160, 210, -6));
  } else if (words.includes("wheel")) {
    const pictograms = gameSymbols(context)
      .map((symbol) => ("icon" in symbol.face.picture ? symbol.face.picture.icon : undefined))
      .filter((icon): icon is string => icon !== undefined);
    parts.push(bonusWheel(context, 128, 168, 104, pictograms.length > 0 ? pictograms : [...theme.motifs]));
  } else {
    parts.push(
      emblem(
        context,
        pictogramFor(name) ?? pictogramFor(title.toLowerCase().replace(/\W+/g, "-")) ?? "sparkles",
        128,
        160,
        92,
      ),
    );
  }
  const left = 252;
  const columnWidth = 208;
  const { lines, size } = fitWrapped(title, columnWidth, 30, 18, 3);
  const chips = figures(context);
  const hasChips = isGamble || chips.length > 0;
  const blockHeight = 24 + lines.length * size * 1.16 + (hasChips ? 50 : 0);
  const top = (context.height - blockHeight) / 2;
  parts.push(
    text(gameName(context).toUpperCase(), {
      x: left,
      y: top + 10,
      size: fitTextSize(gameName(context).toUpperCase(), columnWidth, 12),
      fill: palette.glow,
      anchor: "start",
      opacity: 0.85,
      spacing: 1.2,
    }),
  );
  lines.forEach((line, index) => {
    parts.push(
      metalText(
        context,
        line,
        left,
        top + 24 + size * 0.86 + index * size * 1.16,
        size,
        palette.accent,
        "start",
      ),
    );
  });
  const chipsTop = top + 24 + lines.length * size * 1.16 + 16;
  if (isGamble) {
    parts.push(colourChoices(context, left + columnWidth / 2, chipsTop, columnWidth));
  } else {
    let x = left;
    chips.forEach((figure, index) => {
      const placed = chip(
        context,
        figure,
        x,
        chipsTop,
        19,
        index === 0 ? palette.contrast : palette.accent,
        "start",
      );
      parts.push(placed.markup);
      x += placed.width + 10;
    });
  }
  return parts.join("");
}
