/**
 * Each game's look: a palette of a few colours drawn from its setting, and the pictograms that
 * decorate its scenes. A game added to the catalogue before it has an entry here still gets a stable
 * palette of its own, derived from its slug.
 */
import type { GameSlug } from "@quillspin/content";
import { darken, fromHsl, lighten } from "./colour";
import { hashText } from "./seeded-random";

export interface Palette {
  /** The darkest backdrop. */
  night: string;
  /** Shadowed side of tiles and panels. */
  deep: string;
  /** The game's signature colour. */
  base: string;
  /** The metal or highlight colour of pictograms, frames and figures. */
  accent: string;
  /** The near-white highlight of the accent. */
  glow: string;
  /** A second theme colour for badges and secondary shapes. */
  contrast: string;
}

export interface GameTheme {
  palette: Palette;
  /** game-icons names of the setting's props, drawn large and faint behind scenes. */
  motifs: readonly string[];
}

export const gameThemes: Readonly<Record<GameSlug, GameTheme>> = {
  "double-fortune-panda": {
    palette: {
      night: "#2a0508",
      deep: "#6b0f14",
      base: "#c8242b",
      accent: "#f2b632",
      glow: "#ffe9a8",
      contrast: "#3fa66b",
    },
    motifs: ["bamboo", "lantern", "panda", "crown-coin"],
  },
  "squid-gold-x2": {
    palette: {
      night: "#03222a",
      deep: "#064b57",
      base: "#0f8c8f",
      accent: "#e8b931",
      glow: "#fff0b0",
      contrast: "#ff8a6b",
    },
    motifs: ["giant-squid", "anchor", "oyster-pearl", "galleon"],
  },
  "brazilian-mask-fire": {
    palette: {
      night: "#1f0a02",
      deep: "#7a2506",
      base: "#f0651d",
      accent: "#ffc93a",
      glow: "#fff1b8",
      contrast: "#1faa52",
    },
    motifs: ["carnival-mask", "toucan", "fire", "palm-tree"],
  },
  "cleos-riches-flexiways": {
    palette: {
      night: "#070d2b",
      deep: "#142a6e",
      base: "#2749b8",
      accent: "#e6b53a",
      glow: "#fff0c0",
      contrast: "#2fb5b0",
    },
    motifs: ["egyptian-pyramids", "eye-of-horus", "ankh", "egyptian-sphinx"],
  },
  "coral-reef-flexiways": {
    palette: {
      night: "#03263a",
      deep: "#0b5a73",
      base: "#17a8b8",
      accent: "#ff7f66",
      glow: "#ffe4da",
      contrast: "#ffd36b",
    },
    motifs: ["coral", "sea-turtle", "tropical-fish", "bubbles"],
  },
  "fortune-777-respin": {
    palette: {
      night: "#22030b",
      deep: "#5e0a1d",
      base: "#b3123a",
      accent: "#f5c342",
      glow: "#fff3c4",
      contrast: "#f4f1ff",
    },
    motifs: ["cut-diamond", "ringing-bell", "cherry", "round-star"],
  },
  "frozen-fruits-flexiways": {
    palette: {
      night: "#0b2040",
      deep: "#1c4f8a",
      base: "#4aa8e0",
      accent: "#ff6fae",
      glow: "#e8f8ff",
      contrast: "#bfe8ff",
    },
    motifs: ["snowflake-2", "ice-cube", "cherry", "crystal-growth"],
  },
  "lucky-skulls-bonanza": {
    palette: {
      night: "#14062a",
      deep: "#3b1170",
      base: "#7a2fc4",
      accent: "#b6f23a",
      glow: "#f2ffd0",
      contrast: "#ff8a3d",
    },
    motifs: ["calavera", "sunflower", "guitar", "candle-light"],
  },
  "lucky-santa-bonanza": {
    palette: {
      night: "#0a2414",
      deep: "#7d1019",
      base: "#c81e2a",
      accent: "#f4d06f",
      glow: "#ffffff",
      contrast: "#1f8a46",
    },
    motifs: ["santa-hat", "snowflake-2", "present", "pine-tree"],
  },
  "wild-dragon-respin": {
    palette: {
      night: "#03241b",
      deep: "#0a5b43",
      base: "#14a37a",
      accent: "#e8b53d",
      glow: "#fff0c2",
      contrast: "#c8102e",
    },
    motifs: ["dragon-head", "lantern", "circling-fish", "pagoda"],
  },
  "admiral-wilds": {
    palette: {
      night: "#050d1f",
      deep: "#0e2347",
      base: "#1d3f7a",
      accent: "#c9a24a",
      glow: "#f3e3b0",
      contrast: "#b3262e",
    },
    motifs: ["galleon", "compass", "anchor", "ship-wheel"],
  },
  "irish-riches-bonanza": {
    palette: {
      night: "#052411",
      deep: "#0b4d24",
      base: "#179445",
      accent: "#f2c230",
      glow: "#fff4bf",
      contrast: "#f4f1ff",
    },
    motifs: ["shamrock", "harp", "cauldron", "rainbow-star"],
  },
  "yakuza-clash-hold-n-win": {
    palette: {
      night: "#050505",
      deep: "#1a1a1d",
      base: "#b3121f",
      accent: "#ff3b47",
      glow: "#ffd6d9",
      contrast: "#e8c35a",
    },
    motifs: ["oni", "katana", "flower-emblem", "dragon-head"],
  },
  "quest-of-ra": {
    palette: {
      night: "#2b1a07",
      deep: "#7a5320",
      base: "#d9b26a",
      accent: "#1fb5a8",
      glow: "#d8fff9",
      contrast: "#e0a83a",
    },
    motifs: ["egyptian-pyramids", "sun", "anubis", "falcon-moon"],
  },
  "vampire-vault-hold-n-win": {
    palette: {
      night: "#080305",
      deep: "#2a0710",
      base: "#8c0f23",
      accent: "#e0324a",
      glow: "#ffd7dd",
      contrast: "#c0c4d0",
    },
    motifs: ["bat", "castle", "moon", "coffin"],
  },
  "monster-load-up-hold-and-win": {
    palette: {
      night: "#120722",
      deep: "#321060",
      base: "#6a2bb8",
      accent: "#8cf23a",
      glow: "#e8ffd0",
      contrast: "#ffb13b",
    },
    motifs: ["frankenstein-creature", "tesla-coil", "werewolf", "heavy-lightning"],
  },
  "leprechaun-jackpot-collector": {
    palette: {
      night: "#02261a",
      deep: "#075238",
      base: "#0f9461",
      accent: "#f4c22f",
      glow: "#fff3bf",
      contrast: "#ff7a3d",
    },
    motifs: ["top-hat", "shamrock", "cauldron", "horseshoe"],
  },
  "hacker-crash-jackpot": {
    palette: {
      night: "#020604",
      deep: "#07140d",
      base: "#0f2e1c",
      accent: "#39ff7a",
      glow: "#d6ffe4",
      contrast: "#1bd1ff",
    },
    motifs: ["circuitry", "hoodie", "padlock-open", "database"],
  },
  "cash-multipliers-respin": {
    palette: {
      night: "#04200f",
      deep: "#0b4420",
      base: "#178a3e",
      accent: "#f7c531",
      glow: "#fff4c2",
      contrast: "#f4f1ff",
    },
    motifs: ["money-stack", "gold-bar", "round-star", "coins-pile"],
  },
  "wild-yoga-collector": {
    palette: {
      night: "#0a2a2e",
      deep: "#0f5a5f",
      base: "#1b9c9a",
      accent: "#ff8fb8",
      glow: "#ffe3ee",
      contrast: "#f6d27a",
    },
    motifs: ["lotus", "meditation", "elephant", "lotus-flower"],
  },
};

/** The studio's own colours (the site's purple and gold), for art shared by every game. */
export const studioTheme: GameTheme = {
  palette: {
    night: "#0d0a1f",
    deep: "#171233",
    base: "#3a2f6b",
    accent: "#ffcf4a",
    glow: "#fff3c8",
    contrast: "#ff4f8b",
  },
  motifs: ["round-star", "crown-coin", "sparkles", "ringing-bell"],
};

export function themeFor(slug: string): GameTheme {
  if (Object.hasOwn(gameThemes, slug)) return gameThemes[slug as GameSlug];
  const hue = hashText(slug) % 360;
  const base = fromHsl(hue, 0.6, 0.42);
  return {
    palette: {
      night: darken(base, 0.8),
      deep: darken(base, 0.5),
      base,
      accent: fromHsl(hue + 150, 0.85, 0.6),
      glow: lighten(fromHsl(hue + 150, 0.85, 0.6), 0.7),
      contrast: fromHsl(hue + 210, 0.6, 0.55),
    },
    motifs: studioTheme.motifs,
  };
}
