import { winAnsiBytes } from "./win-ansi";

export type PdfFont = "regular" | "bold";

/** Advance widths in 1/1000 em of the characters 0x20 to 0x7e, from Adobe's Helvetica AFM files. */
const asciiWidths: Record<PdfFont, readonly number[]> = {
  regular: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
    556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
    500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
    556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
    278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ],
  bold: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
    556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278,
    556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584,
    556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556,
    333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ],
};

/** The punctuation catalogue text uses beyond ASCII; other characters are measured as a digit. */
const otherWidths: Record<PdfFont, Readonly<Record<number, number>>> = {
  regular: {
    133: 1000,
    145: 222,
    146: 222,
    147: 333,
    148: 333,
    149: 350,
    150: 556,
    151: 1000,
    153: 1000,
    160: 278,
    176: 400,
    215: 584,
  },
  bold: {
    133: 1000,
    145: 278,
    146: 278,
    147: 500,
    148: 500,
    149: 350,
    150: 556,
    151: 1000,
    153: 1000,
    160: 278,
    176: 400,
    215: 584,
  },
};

function byteWidth(byte: number, font: PdfFont): number {
  if (byte >= 0x20 && byte <= 0x7e) return asciiWidths[font][byte - 0x20] ?? 556;
  return otherWidths[font][byte] ?? 556;
}

export function textWidth(text: string, font: PdfFont, size: number): number {
  return (winAnsiBytes(text).reduce((total, byte) => total + byteWidth(byte, font), 0) * size) / 1000;
}

/** Breaks text into lines no wider than `maxWidth`, at spaces; a word longer than a line gets a line of its own. */
export function wrapText(text: string, font: PdfFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, font, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
