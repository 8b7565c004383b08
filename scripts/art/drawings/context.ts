/** What a drawing knows about the image it draws, and the record facts it reads from. */
import type { GameRecord } from "../../../packages/content/src/catalogue/schema";
import { type Random, seededRandom } from "../seeded-random";
import type { SvgDefs } from "../svg";
import { type SymbolFace, symbolFace } from "../symbol-faces";
import type { ArtTarget } from "../targets";
import type { GameTheme } from "../themes";

export interface ArtContext {
  target: ArtTarget;
  theme: GameTheme;
  /** The game whose folder holds the image, when it is in the catalogue. */
  game: GameRecord | undefined;
  defs: SvgDefs;
  random: Random;
  width: number;
  height: number;
}

/** Text of an HTML fragment, for reading figures out of record copy. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&[a-z]+;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The nearest string field `key` among the objects around the image path. */
export function nearestField(context: ArtContext, key: string): string | undefined {
  for (const owner of context.target.surroundings) {
    const value = owner[key];
    if (typeof value === "string") return plainText(value);
  }
  return undefined;
}

export function gameName(context: ArtContext): string {
  return context.game?.content.name ?? "Quillspin Games";
}

export interface GameSymbol {
  name: string;
  title: string;
  multiplier: string;
  face: SymbolFace;
}

/** The game's reel symbols with the faces their own images show, in paytable order. */
export function gameSymbols(context: ArtContext): GameSymbol[] {
  const list = context.game?.content.symbols.list ?? [];
  return list.map((entry) => {
    const name =
      entry.image
        .split("/")
        .at(-1)
        ?.replace(/\.webp$/, "") ?? "";
    return {
      name,
      title: entry.title,
      multiplier: entry.multiplier,
      face: symbolFace(name, entry, context.theme.motifs, seededRandom(entry.image)),
    };
  });
}

/** A figure like "20x" or "5,000x" in `text`, or undefined. */
export function multipleIn(text: string | undefined): string | undefined {
  return text?.match(/\b\d[\d,.]*x\b/i)?.[0];
}
