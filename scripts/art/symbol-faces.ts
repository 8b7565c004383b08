/**
 * What a reel symbol shows, read from its file name, title and alt text: a pictogram or the letters
 * of a royal, the colour its alt text gives it, and the ribbon that marks a wild, scatter or bonus.
 */
import { pictogramFor } from "./pictograms";
import type { Random } from "./seeded-random";

export interface SymbolFace {
  picture: { icon: string } | { glyph: string };
  /** Colour of the picture; the game's accent when the symbol names none. */
  tint: string | undefined;
  /** Ribbon text under the picture. */
  badge: string | undefined;
  /** The word itself is the symbol, drawn on a burst (a plain Wild). */
  emblem: boolean;
}

export interface SymbolEntry {
  title?: string;
  alt?: string;
}

const royals: Record<string, string> = { ace: "A", king: "K", queen: "Q", jack: "J", ten: "10", nine: "9" };

const glyphNames: Record<string, string> = {
  "lucky-777": "777",
  "golden-seven": "7",
  seven: "7",
  bar: "BAR",
  "cash-symbol": "$",
  "multiplier-symbol": "X",
};

/** Colour words of names and alt texts. Black is left out: it would vanish on the dark tiles. */
const colourWords: Record<string, string> = {
  golden: "#f4c542",
  gold: "#f4c542",
  gilded: "#f4c542",
  brass: "#d9b15a",
  bronze: "#d08a4a",
  silver: "#d4dae4",
  iron: "#a9b3bf",
  white: "#f4f6fa",
  ivory: "#f4ecd8",
  sandstone: "#e3c48c",
  wooden: "#c99660",
  jade: "#3fc48e",
  "sea-green": "#35c2a4",
  green: "#45c760",
  emerald: "#22c46e",
  turquoise: "#33d1c1",
  cyan: "#34e4f0",
  pale: "#b8e4ff",
  ice: "#bfe8ff",
  blue: "#4a90ff",
  sapphire: "#3a7bff",
  lapis: "#3f6fe0",
  navy: "#4a6fb8",
  violet: "#9a6bff",
  purple: "#a066e8",
  amethyst: "#a66be0",
  pink: "#ff7eb8",
  "coral-red": "#ff6150",
  coral: "#ff7f66",
  red: "#f0383f",
  crimson: "#e32845",
  ruby: "#f0205e",
  "blood-red": "#e0223a",
  blood: "#e0223a",
  orange: "#ff8f2e",
  amber: "#ffae33",
  yellow: "#ffd93a",
};

const badgeWords: [string, string][] = [
  ["wild", "WILD"],
  ["scatter", "SCATTER"],
  ["collector", "COLLECT"],
  ["multiplier", "MULTIPLIER"],
  ["bonus", "BONUS"],
  ["free", "FREE SPINS"],
];

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter(Boolean);
}

function colourOf(name: string, alt: string | undefined): string | undefined {
  for (const word of name.split("-")) {
    const colour = colourWords[word];
    if (colour) return colour;
  }
  for (const word of words(alt ?? "")) {
    const colour = colourWords[word] ?? colourWords[word.split("-")[0] ?? ""];
    if (colour) return colour;
  }
  return undefined;
}

function badgeOf(name: string, title: string | undefined): string | undefined {
  const nameWords = name.split("-");
  const titleWords = words(title ?? "");
  for (const source of [nameWords, titleWords]) {
    const found = badgeWords.find(([word]) => source.includes(word));
    if (found) return found[1];
  }
  return undefined;
}

/** The face of the symbol `name`; `motifs` supply a pictogram when no word of it is known. */
export function symbolFace(
  name: string,
  entry: SymbolEntry,
  motifs: readonly string[],
  random: Random,
): SymbolFace {
  const tint = colourOf(name, entry.alt);
  if (name === "wild") {
    return { picture: { glyph: "WILD" }, tint, badge: undefined, emblem: true };
  }
  const badge = badgeOf(name, entry.title);
  const letterWords = name.split("-").filter((word) => word !== "and");
  if (letterWords.every((word) => word in royals)) {
    return {
      picture: { glyph: letterWords.map((word) => royals[word]).join(" ") },
      tint,
      badge: undefined,
      emblem: false,
    };
  }
  const glyph = glyphNames[name];
  if (glyph) {
    return { picture: { glyph }, tint, badge: glyph === "X" ? "MULTIPLIER" : undefined, emblem: false };
  }
  const pictogram = pictogramFor(name) ?? pictogramFor(words(entry.title ?? "").join("-"));
  return { picture: { icon: pictogram ?? random.pick(motifs) }, tint, badge, emblem: false };
}
