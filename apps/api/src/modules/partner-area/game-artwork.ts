import { existsSync } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The game artwork the promo packs are made of. The bundle carries its own copy, `dist/game-art`
 * (apps/api/build.ts copies it in), so an API deployed without the site still has it; run from
 * source, the API reads the folder `npm run art` draws into, the site's `apps/web/public/images/games`.
 * Null when neither is there.
 */
function findArtworkRoot(): string | null {
  const candidates = ["./game-art", "../../../../web/public/images/games"].map((relative) =>
    fileURLToPath(new URL(relative, import.meta.url)),
  );
  return candidates.find((dir) => existsSync(dir)) ?? null;
}

const artworkRoot = findArtworkRoot();

export interface ArtworkFile {
  /** Relative to the game's folder, with forward slashes, e.g. `gallery/base-game-reels@2x.webp`. */
  name: string;
  data: Buffer;
  modifiedAt: Date;
}

/** The folder of one game's artwork, when this server has it. Slugs come from the catalogue, never from a path. */
export function artworkFolder(slug: string): string | null {
  if (!artworkRoot || !/^[a-z0-9-]+$/.test(slug)) return null;
  const folder = path.join(artworkRoot, slug);
  return existsSync(folder) ? folder : null;
}

/** Every regular file under the game's folder, in name order; hidden files and links are left out. */
export async function artworkFiles(slug: string): Promise<ArtworkFile[]> {
  const found = artworkFolder(slug);
  if (!found) return [];
  const folder: string = found;
  const names: string[] = [];
  async function walk(relative: string): Promise<void> {
    for (const entry of await readdir(path.join(folder, relative), { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(name);
      else if (entry.isFile()) names.push(name);
    }
  }
  await walk("");
  names.sort();
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(folder, name);
      const [data, info] = await Promise.all([readFile(file), stat(file)]);
      return { name, data, modifiedAt: info.mtime };
    }),
  );
}
