/**
 * Draws the cover of every article in content/news: 1200x630 (the Open Graph size), @2x, and 800x420
 * for phones (`@800w`, decision 23), as WebP in apps/web/public/images/news/{slug}.webp. It reuses the game art's drawing modules, so covers share
 * their light, palettes and lettering: a release shows the game's key art in the game's colours, any
 * other article a pictogram emblem in the studio's. Run with `npm run news:covers`.
 *
 * Each article says what to draw in its front matter:
 *   cover: { alt: "...", art: { game: wild-yoga-collector, label: "New release" } }
 *   cover: { alt: "...", art: { pictogram: checked-shield, label: "Certification" } }
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import matter from "gray-matter";
import {
  newsCoverPhoneWidth,
  retinaPath,
  widthVariantPath,
} from "../../packages/content/src/catalogue/image-sizes";
import { gameRecords } from "../../packages/content/src/catalogue/index";
import { darken } from "./colour";
import { drawArt } from "./draw";
import { backdrop, chip, emblem, metalText } from "./drawings/backdrop";
import type { ArtContext } from "./drawings/context";
import { hasIcon } from "./icons";
import { renderWebp } from "./render";
import { seededRandom } from "./seeded-random";
import { type Box, glowPaint, rect, round, SvgDefs, shadowFilter, svgDocument } from "./svg";
import { cardImagePath } from "./targets";
import { studioTheme, themeFor } from "./themes";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const articlesDir = join(root, "content", "news");
const coversDir = join(root, "apps", "web", "public", "images", "news");
const WIDTH = 1200;
const HEIGHT = 630;

interface CoverArt {
  slug: string;
  label: string;
  game?: string;
  pictogram?: string;
}

function readCoverArt(file: string): CoverArt {
  const { data } = matter(readFileSync(file, "utf8"));
  const slug = typeof data.slug === "string" ? data.slug : file.split("/").at(-1)?.replace(/\.md$/, "");
  const art = data.cover?.art as Partial<CoverArt> | undefined;
  if (!slug || !art?.label) throw new Error(`${file}: cover.art needs a label`);
  if (art.game && !gameRecords.some((record) => record.slug === art.game)) {
    throw new Error(`${file}: cover.art.game ${art.game} is not in the catalogue`);
  }
  if (!art.game && !(art.pictogram && hasIcon(art.pictogram))) {
    throw new Error(`${file}: cover.art needs a catalogue game or a game-icons pictogram`);
  }
  return { slug, label: art.label, game: art.game, pictogram: art.pictogram };
}

/** Another SVG document placed in `box`, keeping its own view box so it scales and clips as a whole. */
function placeDocument(svg: string, box: Box): string {
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
  const start = svg.indexOf(">") + 1;
  const end = svg.lastIndexOf("</svg>");
  return `<svg x="${round(box.x)}" y="${round(box.y)}" width="${round(box.width)}" height="${round(box.height)}" viewBox="${viewBox}">${svg.slice(start, end)}</svg>`;
}

function coverContext(art: CoverArt): ArtContext {
  return {
    target: {
      path: `/images/news/${art.slug}.webp`,
      slug: art.slug,
      kind: "card",
      name: art.slug,
      record: undefined,
      surroundings: [],
    },
    theme: art.game ? themeFor(art.game) : studioTheme,
    game: undefined,
    defs: new SvgDefs(),
    random: seededRandom(`news:${art.slug}`),
    width: WIDTH,
    height: HEIGHT,
  };
}

/** The game's key art, enlarged and framed in its accent metal. */
function releaseArt(context: ArtContext, game: string): string {
  const { defs, theme } = context;
  const record = gameRecords.find((candidate) => candidate.slug === game);
  const card = drawArt(
    { path: cardImagePath(game), slug: game, kind: "card", name: "card", record, surroundings: [] },
    gameRecords,
  );
  const box = { x: (WIDTH - 720) / 2, y: 118, width: 720, height: 450 };
  return [
    rect(
      { ...box, x: box.x + 10, y: box.y + 14 },
      22,
      `fill="${theme.palette.night}" opacity="0.6" filter="${shadowFilter(defs, 10)}"`,
    ),
    `<g clip-path="${defs.add("card-frame", `<clipPath id="card-frame">${rect(box, 22, "")}</clipPath>`)}">${placeDocument(card, box)}</g>`,
    rect(box, 22, `fill="none" stroke="${theme.palette.accent}" stroke-width="5"`),
  ].join("");
}

/** A large pictogram emblem with the studio's name under it. */
function emblemArt(context: ArtContext, pictogram: string): string {
  const { defs, theme } = context;
  return [
    `<ellipse cx="${WIDTH / 2}" cy="330" rx="360" ry="240" fill="${glowPaint(defs, theme.palette.base, 0.55)}"/>`,
    emblem(context, pictogram, WIDTH / 2, 320, 150),
    metalText(context, "QUILLSPIN GAMES", WIDTH / 2, 580, 40),
  ].join("");
}

function drawCover(art: CoverArt): string {
  const context = coverContext(art);
  const { palette } = context.theme;
  const label = chip(context, art.label.toUpperCase(), 56, 40, 26, palette.accent, "start");
  const parts = [
    backdrop(context, { rays: true, motifs: 8, light: { x: 0.5, y: 0.5 } }),
    art.game ? releaseArt(context, art.game) : emblemArt(context, art.pictogram ?? "round-star"),
    rect({ x: 0, y: 0, width: WIDTH, height: 4 }, 0, `fill="${darken(palette.accent, 0.2)}"`),
    label.markup,
  ];
  return svgDocument(WIDTH, HEIGHT, context.defs, parts.join(""));
}

async function main(): Promise<void> {
  const started = performance.now();
  const files = readdirSync(articlesDir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => join(articlesDir, name));
  mkdirSync(coversDir, { recursive: true });
  let bytes = 0;
  for (const art of files.map(readCoverArt)) {
    const svg = drawCover(art);
    const [single, double, phone] = await Promise.all([
      renderWebp(svg, 1),
      renderWebp(svg, 2),
      renderWebp(svg, newsCoverPhoneWidth / WIDTH),
    ]);
    const file = join(coversDir, `${art.slug}.webp`);
    writeFileSync(file, single);
    writeFileSync(retinaPath(file), double);
    writeFileSync(widthVariantPath(file, newsCoverPhoneWidth), phone);
    bytes += single.length + double.length + phone.length;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `News covers: ${files.length} drawn at ${WIDTH}x${HEIGHT}, @2x and ${newsCoverPhoneWidth}w, ${(bytes / 1024 / 1024).toFixed(1)} MB in apps/web/public/images/news; ${seconds} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
