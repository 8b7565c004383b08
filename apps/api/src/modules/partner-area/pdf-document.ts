import { createHash } from "node:crypto";
import { deflateSync } from "node:zlib";
import type { PdfFont } from "./helvetica-metrics";
import { winAnsiBytes } from "./win-ansi";

/** A4 in points. */
export const pageSize = { width: 595.28, height: 841.89 } as const;

/** 0 to 1 per channel. */
export type PdfColour = readonly [number, number, number];

const fontResource: Record<PdfFont, string> = { regular: "F1", bold: "F2" };

function number(value: number): string {
  return Number(value.toFixed(2)).toString();
}

function colour([red, green, blue]: PdfColour): string {
  return `${number(red)} ${number(green)} ${number(blue)}`;
}

/** A literal string: the text's WinAnsi bytes, with the three delimiters escaped. */
function literal(text: string): Buffer {
  const escaped: number[] = [0x28];
  for (const byte of winAnsiBytes(text)) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) escaped.push(0x5c);
    escaped.push(byte);
  }
  escaped.push(0x29);
  return Buffer.from(escaped);
}

/** Document information strings in UTF-16BE, so any character of a title survives. */
function textString(text: string): string {
  const units = Buffer.from(text, "utf16le").swap16().toString("hex").toUpperCase();
  return `<FEFF${units}>`;
}

/** One page's drawing operations, in PDF coordinates (points, origin at the bottom left). */
export class PdfPage {
  private readonly operations: Buffer[] = [];

  text(x: number, y: number, text: string, font: PdfFont, size: number, fill: PdfColour = [0, 0, 0]): void {
    this.operations.push(
      Buffer.from(
        `BT /${fontResource[font]} ${number(size)} Tf ${colour(fill)} rg ${number(x)} ${number(y)} Td `,
      ),
      literal(text),
      Buffer.from(" Tj ET\n"),
    );
  }

  rectangle(x: number, y: number, width: number, height: number, fill: PdfColour): void {
    this.operations.push(
      Buffer.from(`${colour(fill)} rg ${number(x)} ${number(y)} ${number(width)} ${number(height)} re f\n`),
    );
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: PdfColour, width = 0.5): void {
    this.operations.push(
      Buffer.from(
        `${colour(stroke)} RG ${number(width)} w ${number(x1)} ${number(y1)} m ${number(x2)} ${number(y2)} l S\n`,
      ),
    );
  }

  content(): Buffer {
    return Buffer.concat(this.operations);
  }
}

export interface PdfInfo {
  title: string;
  author: string;
  subject: string;
}

/**
 * A minimal PDF 1.4 writer: text in the standard Helvetica fonts (which every reader has, so
 * nothing is embedded), filled rectangles and lines, compressed page streams, and a correct
 * cross-reference table. Enough for a fact sheet, and byte-for-byte the same for the same input.
 */
export class PdfDocument {
  private readonly pageList: PdfPage[] = [];

  constructor(private readonly info: PdfInfo) {}

  addPage(): PdfPage {
    const page = new PdfPage();
    this.pageList.push(page);
    return page;
  }

  /** The pages so far, to draw on them after the flow is known (page numbers, say). */
  get pages(): readonly PdfPage[] {
    return this.pageList;
  }

  toBuffer(): Buffer {
    // Objects 1-5 are fixed; each page then takes two numbers, its page object and its content stream.
    const pageObjectNumber = (index: number) => 6 + index * 2;
    const objects: Buffer[] = [
      Buffer.from("<< /Type /Catalog /Pages 2 0 R >>"),
      Buffer.from(
        `<< /Type /Pages /Kids [${this.pageList.map((_, index) => `${pageObjectNumber(index)} 0 R`).join(" ")}] /Count ${this.pageList.length} >>`,
      ),
      Buffer.from("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"),
      Buffer.from("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>"),
      Buffer.from(
        `<< /Title ${textString(this.info.title)} /Author ${textString(this.info.author)} /Subject ${textString(this.info.subject)} /Producer ${textString(this.info.author)} >>`,
      ),
    ];
    this.pageList.forEach((page, index) => {
      const stream = deflateSync(page.content());
      objects.push(
        Buffer.from(
          `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageSize.width} ${pageSize.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageObjectNumber(index) + 1} 0 R >>`,
        ),
        Buffer.concat([
          Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
          stream,
          Buffer.from("\nendstream"),
        ]),
      );
    });

    // The binary comment line tells transfer tools the file is binary.
    const chunks: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
    let offset = chunks[0]?.length ?? 0;
    const offsets: number[] = [];
    objects.forEach((body, index) => {
      offsets.push(offset);
      const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from("\nendobj\n")]);
      chunks.push(object);
      offset += object.length;
    });
    const body = Buffer.concat(chunks);
    const id = createHash("md5").update(body).digest("hex");
    const xref = [
      "xref",
      `0 ${objects.length + 1}`,
      "0000000000 65535 f ",
      ...offsets.map((start) => `${String(start).padStart(10, "0")} 00000 n `),
      "trailer",
      `<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R /ID [<${id}> <${id}>] >>`,
      "startxref",
      String(offset),
      "%%EOF",
      "",
    ].join("\n");
    return Buffer.concat([body, Buffer.from(xref)]);
  }
}
