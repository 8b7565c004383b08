/** SVG to WebP through sharp's librsvg, at the display size, at twice it, or at a fraction of it. */
import sharp from "sharp";

/** Encoder settings; part of each image's fingerprint, so changing them redraws everything. */
export const webpOptions = { quality: 78, effort: 5, preset: "picture" } as const;

export async function renderWebp(svg: string, scale: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 * scale })
    .webp(webpOptions)
    .toBuffer();
}
