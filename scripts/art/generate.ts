/**
 * Draws the game art: every image the catalogue names, at 1x and @2x, as WebP under
 * apps/web/public. Run with `npm run art`; `--force` redraws images that are already up to date.
 */
import { existsSync, mkdirSync, readdirSync, rmdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { retinaPath } from "../../packages/content/src/catalogue/image-sizes";
import { gameRecords } from "../../packages/content/src/catalogue/index";
import { drawArt } from "./draw";
import { type Fingerprints, fingerprint, readFingerprints, writeFingerprints } from "./fingerprints";
import { hasIcon } from "./icons";
import { vocabularyIcons } from "./pictograms";
import { renderWebp, webpOptions } from "./render";
import { type ArtTarget, collectArtTargets } from "./targets";
import { gameThemes, studioTheme } from "./themes";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const publicDir = join(root, "apps", "web", "public");
const gamesDir = join(publicDir, "images", "games");
const fingerprintFile = join(dirname(fileURLToPath(import.meta.url)), "fingerprints.json");
/** Images drawn at once: sharp spreads each render over the cores itself. */
const parallel = 4;

function diskPath(imagePath: string): string {
  return join(publicDir, ...imagePath.split("/").filter(Boolean));
}

async function drawTarget(target: ArtTarget, svg: string): Promise<void> {
  const file = diskPath(target.path);
  mkdirSync(dirname(file), { recursive: true });
  const [single, double] = await Promise.all([renderWebp(svg, 1), renderWebp(svg, 2)]);
  writeFileSync(file, single);
  writeFileSync(diskPath(retinaPath(target.path)), double);
}

function removeImage(imagePath: string): void {
  for (const path of [imagePath, retinaPath(imagePath)]) {
    rmSync(diskPath(path), { force: true });
  }
  let folder = dirname(diskPath(imagePath));
  while (folder.startsWith(gamesDir) && folder !== gamesDir && readdirSync(folder).length === 0) {
    rmdirSync(folder);
    folder = dirname(folder);
  }
}

function folderTotals(folder: string): { files: number; bytes: number } {
  if (!existsSync(folder)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      files += 1;
      bytes += statSync(join(entry.parentPath, entry.name)).size;
    }
  }
  return { files, bytes };
}

/** A misspelt pictogram name fails the run before anything is drawn. */
function checkPictograms(): void {
  const themes = [...Object.values(gameThemes), studioTheme];
  const named = [...vocabularyIcons(), ...themes.flatMap((theme) => theme.motifs)];
  const unknown = [...new Set(named)].filter((name) => !hasIcon(name));
  if (unknown.length > 0) {
    throw new Error(`game-icons has no icons named: ${unknown.join(", ")}`);
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  checkPictograms();
  const force = process.argv.includes("--force");
  const targets = collectArtTargets(gameRecords);
  const previous = readFingerprints(fingerprintFile);
  const next: Fingerprints = {};
  const queue: { target: ArtTarget; svg: string }[] = [];
  for (const target of targets) {
    const svg = drawArt(target, gameRecords);
    const print = fingerprint(svg, webpOptions);
    next[target.path] = print;
    const current =
      previous[target.path] === print &&
      existsSync(diskPath(target.path)) &&
      existsSync(diskPath(retinaPath(target.path)));
    if (force || !current) queue.push({ target, svg });
  }
  let drawn = 0;
  const workers = Array.from({ length: parallel }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      await drawTarget(job.target, job.svg);
      drawn += 1;
    }
  });
  await Promise.all(workers);
  const removed = Object.keys(previous).filter((path) => !(path in next));
  for (const path of removed) removeImage(path);
  writeFingerprints(fingerprintFile, next);
  const totals = folderTotals(gamesDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Game art: ${targets.length} images, ${drawn} drawn, ${targets.length - drawn} up to date, ${removed.length} removed; ` +
      `${totals.files} files, ${(totals.bytes / 1024 / 1024).toFixed(1)} MB in apps/web/public/images/games; ${seconds} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
