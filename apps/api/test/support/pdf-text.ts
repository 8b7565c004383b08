import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFRef,
} from "pdf-lib";

export interface PdfReading {
  document: PDFDocument;
  /** What each page shows, one line per text-showing operator, in drawing order. */
  pages: string[];
  /** Every page's text joined with newlines. */
  text: string;
}

function streamText(object: PDFObject | undefined): string {
  if (!(object instanceof PDFRawStream)) throw new Error("expected a stream");
  return Buffer.from(decodePDFRawStream(object).decode()).toString("latin1");
}

/** A ToUnicode CMap's `bfchar` pairs: the glyph code as hex, and the UTF-16 text it stands for. */
function unicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, units] of (section[1] ?? "").matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(
        (code ?? "").toLowerCase(),
        Buffer.from(units ?? "", "hex")
          .swap16()
          .toString("utf16le"),
      );
    }
  }
  return map;
}

/**
 * Reads a PDF back with pdf-lib, as a reader does: the page tree, each page's content streams, and
 * the text of every `<…> Tj` mapped back to characters through the font's ToUnicode CMap. Enough
 * for tests to check what a page says, independently of the code that wrote it.
 */
export async function readPdf(pdf: Uint8Array): Promise<PdfReading> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const { context } = document;
  const pages = document.getPages().map((page) => {
    const fonts = new Map<string, Map<string, string>>();
    const fontDict = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = context.lookup(ref, PDFDict);
      fonts.set(name.asString(), unicodeMap(streamText(context.lookup(font.get(PDFName.of("ToUnicode"))))));
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    const operators = streams
      .map((stream) => streamText(stream instanceof PDFRef ? context.lookup(stream) : stream))
      .join("\n");
    const lines: string[] = [];
    let glyphs = new Map<string, string>();
    for (const match of operators.matchAll(/(\/\S+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (match[1]) {
        glyphs = fonts.get(match[1]) ?? new Map();
        continue;
      }
      const codes = (match[2] ?? "").match(/.{4}/g) ?? [];
      lines.push(codes.map((code) => glyphs.get(code.toLowerCase()) ?? "\uFFFD").join(""));
    }
    return lines.join("\n");
  });
  return { document, pages, text: pages.join("\n") };
}
