import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";

export type FactSheetFont = "regular" | "bold";

/**
 * DejaVu Sans (Bitstream Vera licence with public-domain DejaVu changes: free to embed and
 * redistribute), from the pinned `dejavu-fonts-ttf` package. It covers Latin, Greek, Cyrillic and the
 * arrows, maths and currency signs catalogue text uses, so a name or figure is drawn as written.
 */
const fontFiles: Record<FactSheetFont, string> = {
  regular: "dejavu-fonts-ttf/ttf/DejaVuSans.ttf",
  bold: "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf",
};

const require = createRequire(import.meta.url);
const fontBytes = new Map<FactSheetFont, Buffer>();

function bytesOf(font: FactSheetFont): Buffer {
  let bytes = fontBytes.get(font);
  if (!bytes) {
    bytes = readFileSync(require.resolve(fontFiles[font]));
    fontBytes.set(font, bytes);
  }
  return bytes;
}

/** Embeds both weights, subset to the glyphs the document draws, so a fact sheet stays tens of kilobytes. */
export async function embedFactSheetFonts(document: PDFDocument): Promise<Record<FactSheetFont, PDFFont>> {
  document.registerFontkit(fontkit);
  // One after the other: the order fixes the fonts' object numbers and resource names, so the bytes repeat.
  const regular = await document.embedFont(bytesOf("regular"), { subset: true });
  const bold = await document.embedFont(bytesOf("bold"), { subset: true });
  return { regular, bold };
}
