/**
 * The images the site shows: every image path any game record names (found by walking the whole
 * record, so a new field needs no change here), the shared device illustrations of the overview, and
 * one key-art card per game for the game list, and the pieces of each game's demo stage.
 */
import {
  type GameImageKind,
  gameImageKind,
  stageImagePath,
  stagePieces,
} from "../../packages/content/src/catalogue/image-sizes";
import type { GameRecord } from "../../packages/content/src/catalogue/schema";

export const sharedDeviceImages = [
  "/images/games/double-fortune-panda/devices/mobile.webp",
  "/images/games/double-fortune-panda/devices/desktop.webp",
] as const;

export function cardImagePath(slug: string): string {
  return `/images/games/${slug}/card.webp`;
}

type RecordObject = Record<string, unknown>;

export interface ArtTarget {
  path: string;
  /** The game whose folder holds the image. */
  slug: string;
  kind: GameImageKind;
  /** File name without extension: "golden-gong", "card". */
  name: string;
  /** The record that names the image, if any. */
  record: GameRecord | undefined;
  /** Objects of that record around the path, nearest first: the entry naming it, then its owners. */
  surroundings: readonly RecordObject[];
}

const imagePattern = /^\/images\/games\/[^/]+\/.+\.webp$/;

function describe(path: string, record: GameRecord | undefined, surroundings: RecordObject[]): ArtTarget {
  const [, , , slug = "", ...rest] = path.split("/");
  const file = rest.at(-1) ?? "";
  return {
    path,
    slug,
    kind: gameImageKind(path),
    name: file.replace(/\.webp$/, ""),
    record,
    surroundings,
  };
}

function walk(value: unknown, owners: RecordObject[], found: (path: string, owners: RecordObject[]) => void) {
  if (typeof value === "string") {
    if (imagePattern.test(value)) found(value, owners);
  } else if (Array.isArray(value)) {
    for (const item of value) walk(item, owners, found);
  } else if (value && typeof value === "object") {
    const object = value as RecordObject;
    const nested = [object, ...owners];
    for (const item of Object.values(object)) walk(item, nested, found);
  }
}

/** Every image to draw, each path once (the first record to name it supplies its context). */
export function collectArtTargets(records: readonly GameRecord[]): ArtTarget[] {
  const targets = new Map<string, ArtTarget>();
  const add = (target: ArtTarget) => {
    if (!targets.has(target.path)) targets.set(target.path, target);
  };
  for (const record of records) {
    walk(record, [], (path, owners) => add(describe(path, record, owners)));
  }
  for (const path of sharedDeviceImages) add(describe(path, undefined, []));
  for (const record of records) add(describe(cardImagePath(record.slug), record, []));
  // The demo player's stage (issue 26): backdrop, logo and reel frame of every game.
  for (const record of records)
    for (const piece of stagePieces) add(describe(stageImagePath(record.slug, piece), record, []));
  return [...targets.values()];
}
