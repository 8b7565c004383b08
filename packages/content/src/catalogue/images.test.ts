/**
 * No broken game art: every image a game page or the game list shows exists under apps/web/public,
 * at 1x and @2x, at exactly the size the page declares. `npm run art` draws any that are missing.
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { gameImageSize, retinaPath } from "./image-sizes";
import { gameRecords } from "./index";

const publicDir = join(
  dirname(fileURLToPath(import.meta.url)),
  "..",
  "..",
  "..",
  "..",
  "apps",
  "web",
  "public",
);

const sharedDeviceImages = [
  "/images/games/double-fortune-panda/devices/mobile.webp",
  "/images/games/double-fortune-panda/devices/desktop.webp",
];

function namedImages(value: unknown, found: Set<string>): Set<string> {
  if (typeof value === "string" && /^\/images\/games\/.+\.webp$/.test(value)) found.add(value);
  else if (Array.isArray(value)) for (const item of value) namedImages(item, found);
  else if (value && typeof value === "object")
    for (const item of Object.values(value)) namedImages(item, found);
  return found;
}

async function expectImage(path: string, width: number, height: number): Promise<void> {
  const file = join(publicDir, ...path.split("/").filter(Boolean));
  expect(existsSync(file), `${path} is missing: run npm run art`).toBe(true);
  const metadata = await sharp(file).metadata();
  expect(metadata.format, path).toBe("webp");
  expect({ width: metadata.width, height: metadata.height }, path).toEqual({ width, height });
}

async function expectBothDensities(path: string): Promise<void> {
  const { width, height } = gameImageSize(path);
  await expectImage(path, width, height);
  await expectImage(retinaPath(path), width * 2, height * 2);
}

describe("game art", () => {
  for (const record of gameRecords) {
    it(`${record.slug}: every image its record names, and its card, exist at 1x and 2x`, async () => {
      const paths = [...namedImages(record, new Set()), `/images/games/${record.slug}/card.webp`];
      expect(paths.length).toBeGreaterThanOrEqual(16);
      for (const path of paths) await expectBothDensities(path);
    });
  }

  it("the shared mobile and desktop illustrations exist at 1x and 2x", async () => {
    for (const path of sharedDeviceImages) await expectBothDensities(path);
  });
});
