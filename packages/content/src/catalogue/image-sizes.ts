/**
 * Display sizes, in CSS pixels, of the game art. The art script draws every image at exactly this size
 * and at twice it (the `@2x` file), so pages can state width and height up front and never reflow.
 */
export interface ImageSize {
  width: number;
  height: number;
}

export const gameImageSizes = {
  volatility: { width: 400, height: 300 },
  symbols: { width: 160, height: 160 },
  multipliers: { width: 360, height: 240 },
  gallery: { width: 640, height: 360 },
  "special-features": { width: 480, height: 320 },
  rules: { width: 640, height: 400 },
  devices: { width: 480, height: 360 },
  /** The 16:10 key-art card of the game list, `/images/games/{slug}/card.webp`. */
  card: { width: 480, height: 300 },
  /**
   * The demo player's stage (`/images/games/{slug}/stage/{piece}.webp`): a full-bleed backdrop that
   * covers a landscape or a portrait screen, the game's logo on a clear ground, and a nine-slice reel
   * frame (32-pixel corners) that the renderer stretches around any grid.
   */
  "stage-backdrop": { width: 1280, height: 1280 },
  "stage-logo": { width: 640, height: 160 },
  "stage-reel-frame": { width: 128, height: 128 },
} as const satisfies Record<string, ImageSize>;

export type GameImageKind = keyof typeof gameImageSizes;

/** The pieces of a game's player stage, each drawn at the size of its `stage-*` kind. */
export const stagePieces = ["backdrop", "logo", "reel-frame"] as const;
export type StagePiece = (typeof stagePieces)[number];

export function stageImagePath(slug: string, piece: StagePiece): string {
  return `/images/games/${slug}/stage/${piece}.webp`;
}

const gameImagePath =
  /^\/images\/games\/[a-z0-9-]+\/(?:(volatility|symbols|multipliers|gallery|special-features|rules|devices)\/[a-z0-9-]+|stage\/(backdrop|logo|reel-frame)|card)(?:@2x)?\.webp$/;

/** Which kind of game art a path names: its folder, `stage-{piece}` or `card` for the game's key art. */
export function gameImageKind(path: string): GameImageKind {
  const match = gameImagePath.exec(path);
  if (!match) {
    throw new Error(`Not a game image path: ${path}`);
  }
  if (match[2]) return `stage-${match[2]}` as GameImageKind;
  return (match[1] as GameImageKind | undefined) ?? "card";
}

/** The 1x display size of a game image, for its width and height attributes. */
export function gameImageSize(path: string): ImageSize {
  const { width, height } = gameImageSizes[gameImageKind(path)];
  return { width, height };
}

/** The double-density file beside an image: `/a/b.webp` becomes `/a/b@2x.webp`. */
export function retinaPath(path: string): string {
  const dot = path.lastIndexOf(".");
  if (dot <= path.lastIndexOf("/")) {
    return `${path}@2x`;
  }
  return `${path.slice(0, dot)}@2x${path.slice(dot)}`;
}

/**
 * A narrower file beside an image, drawn at `width` pixels: `/a/b.webp` becomes `/a/b@800w.webp`.
 * News covers have one for phones (`newsCoverPhoneWidth`), where the 1200-pixel file is about twice
 * the bytes the screen can show.
 */
export function widthVariantPath(path: string, width: number): string {
  const dot = path.lastIndexOf(".");
  if (dot <= path.lastIndexOf("/")) {
    return `${path}@${width}w`;
  }
  return `${path.slice(0, dot)}@${width}w${path.slice(dot)}`;
}

/** The width of the phone-sized file of the site's own news covers (1200 and 2400 pixels besides). */
export const newsCoverPhoneWidth = 800;
