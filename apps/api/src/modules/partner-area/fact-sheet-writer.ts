import {
  type Color,
  degrees,
  drawText,
  PDFDocument,
  type PDFFont,
  type PDFName,
  type PDFPage,
  rgb,
} from "pdf-lib";
import { embedFactSheetFonts, type FactSheetFont } from "./pdf-fonts";

/** A4 in points. */
const pageSize = { width: 595.28, height: 841.89 } as const;

/** The studio's colours for print: the site's #0d0a1f for the band, the mails' ink, purple and panel. */
const band = rgb(0.051, 0.039, 0.122);
export const ink = rgb(0.114, 0.094, 0.22);
export const muted = rgb(0.361, 0.337, 0.467);
export const accent = rgb(0.357, 0.247, 0.82);
export const panel = rgb(0.957, 0.945, 1);
const white = rgb(1, 1, 1);

const margin = 48;
const bandHeight = 56;
const footerSpace = 48;
const contentWidth = pageSize.width - margin * 2;

export interface FactSheetInfo {
  title: string;
  author: string;
  subject: string;
}

export interface FactSheetFrame {
  /** Left of the band on every page. */
  masthead: string;
  /** Right of the band on every page. */
  documentName: string;
  /** Left of the footer on every page; the page number goes on the right. */
  footer: string;
}

/** Breaks text into lines no wider than `maxWidth`, at spaces; a word longer than a line gets a line of its own. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Flows a fact sheet down A4 pages: a band at the top and a footer with "Page n of m" on each page,
 * headings kept with what follows them, and a new page whenever the next block would not fit.
 */
export class FactSheetWriter {
  private page: PDFPage;
  private y = 0;
  /** Each page's resource names of the two fonts. */
  private readonly fontKeys = new Map<PDFPage, Record<FactSheetFont, PDFName>>();

  private constructor(
    private readonly document: PDFDocument,
    private readonly fonts: Record<FactSheetFont, PDFFont>,
    private readonly frame: FactSheetFrame,
  ) {
    this.page = this.newPage();
  }

  static async create(info: FactSheetInfo, frame: FactSheetFrame): Promise<FactSheetWriter> {
    // No creation or modification date (pdf-lib would write the current time): the same record
    // gives the same bytes, so a fact sheet can be cached and compared.
    const document = await PDFDocument.create({ updateMetadata: false });
    document.setTitle(info.title);
    document.setAuthor(info.author);
    document.setSubject(info.subject);
    document.setProducer(info.author);
    return new FactSheetWriter(document, await embedFactSheetFonts(document), frame);
  }

  /**
   * Text through pdf-lib's operators with the page's own font names: `PDFPage.drawText` with a font
   * adds a fresh font resource name on every call, hundreds per fact sheet.
   */
  private text(
    page: PDFPage,
    x: number,
    y: number,
    text: string,
    font: FactSheetFont,
    size: number,
    color: Color,
  ) {
    const key = this.fontKeys.get(page)?.[font];
    if (!key) throw new Error("Text drawn on a page the writer did not add");
    page.pushOperators(
      ...drawText(this.fonts[font].encodeText(text), {
        x,
        y,
        size,
        font: key,
        color,
        rotate: degrees(0),
        xSkew: degrees(0),
        ySkew: degrees(0),
      }),
    );
  }

  private width(text: string, font: FactSheetFont, size: number): number {
    return this.fonts[font].widthOfTextAtSize(text, size);
  }

  private line(
    page: PDFPage,
    x1: number,
    y1: number,
    x2: number,
    y2: number,
    color: Color,
    thickness: number,
  ) {
    page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, color, thickness });
  }

  private newPage(): PDFPage {
    const page = this.document.addPage([pageSize.width, pageSize.height]);
    this.fontKeys.set(page, {
      regular: page.node.newFontDictionary("Regular", this.fonts.regular.ref),
      bold: page.node.newFontDictionary("Bold", this.fonts.bold.ref),
    });
    page.drawRectangle({
      x: 0,
      y: pageSize.height - bandHeight,
      width: pageSize.width,
      height: bandHeight,
      color: band,
    });
    const baseline = pageSize.height - bandHeight / 2 - 4;
    this.text(page, margin, baseline, this.frame.masthead, "bold", 11, white);
    const nameWidth = this.width(this.frame.documentName, "regular", 11);
    this.text(
      page,
      pageSize.width - margin - nameWidth,
      baseline,
      this.frame.documentName,
      "regular",
      11,
      white,
    );
    this.page = page;
    this.y = pageSize.height - bandHeight - 36;
    return page;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  private ensureSpace(height: number): void {
    if (this.y - height < footerSpace + 12) this.newPage();
  }

  title(text: string): void {
    for (const line of wrapText(text, this.fonts.bold, 26, contentWidth)) {
      this.ensureSpace(32);
      this.text(this.page, margin, this.y - 24, line, "bold", 26, ink);
      this.y -= 32;
    }
  }

  paragraph(
    text: string,
    options: { font?: FactSheetFont; size?: number; colour?: Color; indent?: number } = {},
  ): void {
    const { font = "regular", size = 10, colour = ink, indent = 0 } = options;
    const leading = size * 1.45;
    for (const line of wrapText(text, this.fonts[font], size, contentWidth - indent)) {
      this.ensureSpace(leading);
      this.text(this.page, margin + indent, this.y - size, line, font, size, colour);
      this.y -= leading;
    }
    this.y -= size * 0.6;
  }

  /** A section heading, moved to the next page with `keepWith` points of what follows. */
  heading(text: string, keepWith = 60): void {
    this.y -= 10;
    this.ensureSpace(30 + keepWith);
    this.text(this.page, margin, this.y - 14, text, "bold", 14, accent);
    this.line(this.page, margin, this.y - 21, margin + contentWidth, this.y - 21, accent, 0.75);
    this.y -= 32;
  }

  /** A row of label and figure boxes, e.g. RTP, volatility and max win. */
  figures(items: readonly { label: string; value: string }[]): void {
    const gap = 10;
    const width = (contentWidth - gap * (items.length - 1)) / items.length;
    const height = 50;
    this.ensureSpace(height + 12);
    items.forEach(({ label, value }, index) => {
      const x = margin + index * (width + gap);
      this.page.drawRectangle({ x, y: this.y - height, width, height, color: panel });
      this.text(this.page, x + 10, this.y - 17, label.toUpperCase(), "bold", 7.5, muted);
      this.text(this.page, x + 10, this.y - 38, value, "bold", 15, ink);
    });
    this.y -= height + 16;
  }

  /** Two columns: the label on the left, the value wrapped on the right. */
  factRow(label: string, value: string): void {
    const labelWidth = 130;
    const size = 9.5;
    const leading = size * 1.4;
    const lines = wrapText(value, this.fonts.regular, size, contentWidth - labelWidth);
    const height = lines.length * leading + 6;
    this.ensureSpace(height);
    this.text(this.page, margin, this.y - size, label, "bold", size, ink);
    lines.forEach((line, index) => {
      this.text(this.page, margin + labelWidth, this.y - size - index * leading, line, "regular", size, ink);
    });
    this.y -= height;
    this.line(this.page, margin, this.y + 3, margin + contentWidth, this.y + 3, panel, 0.75);
  }

  /**
   * A table: a bold header row on the panel colour, then one row per entry with a rule under it; cells
   * wrap within their column, numbers align right, and a table that runs over a page repeats its header.
   * `width` is each column's share of the content width.
   */
  table(
    columns: readonly { label: string; width: number; align?: "left" | "right" }[],
    rows: readonly (readonly string[])[],
  ): void {
    const size = 8.5;
    const leading = size * 1.35;
    const padding = 4;
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / total) * contentWidth);
    const drawRow = (cells: readonly string[], font: FactSheetFont, shaded: boolean) => {
      const wrapped = cells.map((cell, index) =>
        wrapText(cell, this.fonts[font], size, (widths[index] as number) - padding * 2),
      );
      const height = Math.max(1, ...wrapped.map((lines) => lines.length)) * leading + padding * 2;
      const newPage = this.y - height < footerSpace + 12;
      if (newPage) this.newPage();
      if (newPage && !shaded)
        drawRow(
          columns.map((column) => column.label),
          "bold",
          true,
        );
      if (shaded)
        this.page.drawRectangle({ x: margin, y: this.y - height, width: contentWidth, height, color: panel });
      let x = margin;
      wrapped.forEach((lines, index) => {
        const width = widths[index] as number;
        lines.forEach((line, row) => {
          const lineWidth = this.width(line, font, size);
          const left = columns[index]?.align === "right" ? x + width - padding - lineWidth : x + padding;
          this.text(this.page, left, this.y - padding - size - row * leading + 1, line, font, size, ink);
        });
        x += width;
      });
      this.y -= height;
      this.line(this.page, margin, this.y, margin + contentWidth, this.y, panel, 0.75);
    };
    this.ensureSpace(leading * 3 + padding * 4);
    drawRow(
      columns.map((column) => column.label),
      "bold",
      true,
    );
    for (const row of rows) drawRow(row, "regular", false);
    this.y -= 12;
  }

  async finish(): Promise<Buffer> {
    const pages = this.document.getPages();
    pages.forEach((page, index) => {
      this.line(page, margin, footerSpace - 8, margin + contentWidth, footerSpace - 8, panel, 0.75);
      this.text(page, margin, footerSpace - 22, this.frame.footer, "regular", 8, muted);
      const pageLabel = `Page ${index + 1} of ${pages.length}`;
      const width = this.width(pageLabel, "regular", 8);
      this.text(page, margin + contentWidth - width, footerSpace - 22, pageLabel, "regular", 8, muted);
    });
    // A classic cross-reference table rather than object streams: every PDF reader and tool opens it.
    return Buffer.from(await this.document.save({ useObjectStreams: false }));
  }
}
