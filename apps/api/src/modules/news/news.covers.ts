import { randomUUID } from "node:crypto";
import {
  NEWS_COVER_LIBRARY_SIZE,
  type NewsCoverLibrary,
  newsCoverSizes,
  UPLOADED_COVERS_PATH,
  uploadedCoverFilePattern,
} from "@quillspin/contracts";
import { and, desc, eq } from "drizzle-orm";
import type sharpLibrary from "sharp";
import type { Db } from "../../db/database";
import { type AuditActor, recordAudit } from "../audit/audit-log";
import { newsCovers } from "./news.tables";

let sharpLoaded: Promise<typeof sharpLibrary> | null = null;

/**
 * sharp and libvips, loaded on the first upload: covers are uploaded a few times a week, and loading
 * them with the API kept about 9 MB resident in every process for nothing (decision 29).
 */
function loadSharp(): Promise<typeof sharpLibrary> {
  sharpLoaded ??= import("sharp").then(({ default: sharp }) => {
    // Every upload is a picture never seen before, so libvips's operation cache (up to 50 MB) would
    // only keep memory resident in every API process between uploads (decision 24).
    sharp.cache(false);
    return sharp;
  });
  return sharpLoaded;
}

/** The pictures a cover may be uploaded as, told by their first bytes, never by the file's name. */
const signatures: { type: string; matches: (bytes: Buffer) => boolean }[] = [
  { type: "jpeg", matches: (bytes) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) },
  {
    type: "png",
    matches: (bytes) =>
      bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: "webp",
    matches: (bytes) =>
      bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
      bytes.subarray(8, 12).toString("latin1") === "WEBP",
  },
];

export function sniffImageType(bytes: Buffer): string | undefined {
  return signatures.find((signature) => signature.matches(bytes))?.type;
}

/** A cover the editor can fix: the route answers it 400 or 413 naming the file field. */
export class CoverRefused extends Error {
  constructor(
    readonly statusCode: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

/** A decoded picture is held in memory whole: this caps it well below what a server can take. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Checks an upload and stores it as WebP at both sizes the site shows covers at, cropped to their
 * shape around the most interesting part. Returns the cover's address on the site.
 */
export async function storeCover(db: Db, bytes: Buffer, actor: AuditActor): Promise<string> {
  const type = sniffImageType(bytes);
  if (!type) throw new CoverRefused(400, "file: expected a JPEG, PNG or WebP picture");
  const sharp = await loadSharp();
  const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => {
      throw new CoverRefused(400, "file: the picture cannot be read (damaged or too large)");
    });
  const { width: minWidth, height: minHeight } = newsCoverSizes["1x"];
  if ((metadata.width ?? 0) < minWidth || (metadata.height ?? 0) < minHeight) {
    throw new CoverRefused(400, `file: a cover needs at least ${minWidth}x${minHeight} pixels`);
  }
  const render = (density: "1x" | "2x") =>
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ ...newsCoverSizes[density], fit: "cover", position: sharp.strategy.attention })
      .webp({ quality: 80 })
      .toBuffer();
  const [oneX, twoX] = await Promise.all([render("1x"), render("2x")]);
  const id = randomUUID();
  const url = `${UPLOADED_COVERS_PATH}/${id}.webp`;
  await db.transaction(async (tx) => {
    await tx.insert(newsCovers).values([
      { id, density: "1x", image: oneX, uploadedBy: actor.id },
      { id, density: "2x", image: twoX, uploadedBy: actor.id },
    ]);
    await recordAudit(tx, {
      actor,
      action: "news.cover-upload",
      subject: { type: "news_cover", id, label: url },
      after: { url, sourceType: type, width: metadata.width, height: metadata.height },
    });
  });
  return url;
}

export async function readCover(db: Db, file: string): Promise<Uint8Array | undefined> {
  const match = uploadedCoverFilePattern.exec(file);
  if (!match?.[1]) return undefined;
  const [row] = await db
    .select({ image: newsCovers.image })
    .from(newsCovers)
    .where(and(eq(newsCovers.id, match[1]), eq(newsCovers.density, match[2] ? "2x" : "1x")));
  return row?.image;
}

/** The covers uploaded before, newest first: the editor's media library. */
export async function coverLibrary(db: Db): Promise<NewsCoverLibrary> {
  const rows = await db
    .select({ id: newsCovers.id, createdAt: newsCovers.createdAt })
    .from(newsCovers)
    .where(eq(newsCovers.density, "1x"))
    .orderBy(desc(newsCovers.createdAt), desc(newsCovers.id))
    .limit(NEWS_COVER_LIBRARY_SIZE);
  return rows.map((row) => ({
    url: `${UPLOADED_COVERS_PATH}/${row.id}.webp`,
    uploadedAt: row.createdAt.toISOString(),
  }));
}
