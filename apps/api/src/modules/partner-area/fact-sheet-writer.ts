import { type PdfFont, textWidth, wrapText } from "./helvetica-metrics";
import { type PdfColour, PdfDocument, type PdfInfo, type PdfPage, pageSize } from "./pdf-document";

/** The studio's colours for print: the site's #0d0a1f for the band, the mails' ink, purple and panel. */
const band: PdfColour = [0.051, 0.039, 0.122];
export const ink: PdfColour = [0.114, 0.094, 0.22];
export const muted: PdfColour = [0.361, 0.337, 0.467];
export const accent: PdfColour = [0.357, 0.247, 0.82];
export const panel: PdfColour = [0.957, 0.945, 1];
const white: PdfColour = [1, 1, 1];

const margin = 48;
const bandHeight = 56;
const footerSpace = 48;
const contentWidth = pageSize.width - margin * 2;

export interface FactSheetFrame {
  /** Left of the band on every page. */
  masthead: string;
  /** Right of the band on every page. */
  documentName: string;
  /** Left of the footer on every page; the page number goes on the right. */
  footer: string;
}

/**
 * Flows a fact sheet down A4 pages: a band at the top and a footer with "Page n of m" on each page,
 * headings kept with what follows them, and a new page whenever the next block would not fit.
 */
export class FactSheetWriter {
  private readonly document: PdfDocument;
  private page: PdfPage;
  private y = 0;

  constructor(
    info: PdfInfo,
    private readonly frame: FactSheetFrame,
  ) {
    this.document = new PdfDocument(info);
    this.page = this.newPage();
  }

  private newPage(): PdfPage {
    const page = this.document.addPage();
    page.rectangle(0, pageSize.height - bandHeight, pageSize.width, bandHeight, band);
    const baseline = pageSize.height - bandHeight / 2 - 4;
    page.text(margin, baseline, this.frame.masthead, "bold", 11, white);
    const nameWidth = textWidth(this.frame.documentName, "regular", 11);
    page.text(pageSize.width - margin - nameWidth, baseline, this.frame.documentName, "regular", 11, white);
    this.page = page;
    this.y = pageSize.height - bandHeight - 36;
    return page;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  private ensureSpace(height: number): void {
    if (this.y - height < footerSpace + 12) this.newPage();
  }

  title(text: string): void {
    for (const line of wrapText(text, "bold", 26, contentWidth)) {
      this.ensureSpace(32);
      this.page.text(margin, this.y - 24, line, "bold", 26, ink);
      this.y -= 32;
    }
  }

  paragraph(
    text: string,
    options: { font?: PdfFont; size?: number; colour?: PdfColour; indent?: number } = {},
  ): void {
    const { font = "regular", size = 10, colour = ink, indent = 0 } = options;
    const leading = size * 1.45;
    for (const line of wrapText(text, font, size, contentWidth - indent)) {
      this.ensureSpace(leading);
      this.page.text(margin + indent, this.y - size, line, font, size, colour);
      this.y -= leading;
    }
    this.y -= size * 0.6;
  }

  /** A section heading, moved to the next page with `keepWith` points of what follows. */
  heading(text: string, keepWith = 60): void {
    this.y -= 10;
    this.ensureSpace(30 + keepWith);
    this.page.text(margin, this.y - 14, text, "bold", 14, accent);
    this.page.line(margin, this.y - 21, margin + contentWidth, this.y - 21, accent, 0.75);
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
      this.page.rectangle(x, this.y - height, width, height, panel);
      this.page.text(x + 10, this.y - 17, label.toUpperCase(), "bold", 7.5, muted);
      this.page.text(x + 10, this.y - 38, value, "bold", 15, ink);
    });
    this.y -= height + 16;
  }

  /** Two columns: the label on the left, the value wrapped on the right. */
  factRow(label: string, value: string): void {
    const labelWidth = 130;
    const size = 9.5;
    const leading = size * 1.4;
    const lines = wrapText(value, "regular", size, contentWidth - labelWidth);
    const height = lines.length * leading + 6;
    this.ensureSpace(height);
    this.page.text(margin, this.y - size, label, "bold", size, ink);
    lines.forEach((line, index) => {
      this.page.text(margin + labelWidth, this.y - size - index * leading, line, "regular", size, ink);
    });
    this.y -= height;
    this.page.line(margin, this.y + 3, margin + contentWidth, this.y + 3, panel, 0.75);
  }

  finish(): Buffer {
    const { pages } = this.document;
    pages.forEach((page, index) => {
      page.line(margin, footerSpace - 8, margin + contentWidth, footerSpace - 8, panel, 0.75);
      page.text(margin, footerSpace - 22, this.frame.footer, "regular", 8, muted);
      const pageLabel = `Page ${index + 1} of ${pages.length}`;
      const width = textWidth(pageLabel, "regular", 8);
      page.text(margin + contentWidth - width, footerSpace - 22, pageLabel, "regular", 8, muted);
    });
    return this.document.toBuffer();
  }
}
