import { gameRecords } from "@quillspin/content";
import { describe, expect, it } from "vitest";
import { textWidth, wrapText } from "./helvetica-metrics";
import { infoKitPdf } from "./info-kit";
import { PdfDocument } from "./pdf-document";
import { pdfText } from "./pdf-document.test-support";
import { winAnsiBytes } from "./win-ansi";

/** Checks the structure a reader relies on: every xref offset lands on its object, startxref on the table. */
function expectSoundStructure(pdf: Buffer) {
  const source = pdf.toString("latin1");
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(source)?.[1]);
  expect(source.slice(startxref, startxref + 5)).toBe("xref\n");
  const table = source.slice(startxref).split("\n");
  const count = Number(table[1]?.split(" ")[1]);
  const entries = table.slice(2, 2 + count);
  expect(entries[0]).toBe("0000000000 65535 f ");
  entries.slice(1).forEach((entry, index) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    expect(source.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
  });
  expect(source).toContain(`/Size ${count}`);
}

describe("PdfDocument", () => {
  it("writes a PDF 1.4 file whose cross-reference table points at every object", () => {
    const document = new PdfDocument({
      title: "Test sheet",
      author: "Quillspin Games",
      subject: "Structure",
    });
    document.addPage().text(50, 700, "First page", "bold", 20);
    document.addPage().text(50, 700, "Second page", "regular", 12);
    const pdf = document.toBuffer();
    expect(pdf.subarray(0, 9).toString("latin1")).toBe("%PDF-1.4\n");
    expect(pdf.toString("latin1")).toContain("/Count 2");
    expectSoundStructure(pdf);
    expect(pdfText(pdf)).toBe("First page\nSecond page");
  });

  it("escapes the string delimiters and writes punctuation in WinAnsi", () => {
    const document = new PdfDocument({ title: "Escapes", author: "Quillspin Games", subject: "Text" });
    document.addPage().text(50, 700, "Wins (x2) \\ bonus – “Hold & Win” • 5×3 ☃", "regular", 10);
    expect(pdfText(document.toBuffer())).toBe('Wins (x2) \\ bonus – "Hold & Win" • 5×3 ?');
  });

  it("writes the same bytes for the same input", () => {
    const record = gameRecords[0];
    if (!record) throw new Error("empty catalogue");
    expect(
      infoKitPdf(record, "https://quillspin.example").equals(infoKitPdf(record, "https://quillspin.example")),
    ).toBe(true);
  });

  it("writes a sound fact sheet for every game of the catalogue", () => {
    for (const record of gameRecords) {
      const pdf = infoKitPdf(record, "https://quillspin.example");
      expectSoundStructure(pdf);
      const text = pdfText(pdf);
      expect(text).toContain(record.content.name.replace("’", "'"));
      expect(text).toContain(`${record.facts.rtp.toFixed(2)}%`);
      expect(text).toContain(`https://quillspin.example/games/${record.slug}`);
    }
  });
});

describe("Helvetica metrics and WinAnsi", () => {
  it("maps ASCII, Latin-1 and typographic punctuation to single bytes", () => {
    expect(winAnsiBytes("A é – — ‘’“” € ™ ☃")).toEqual([
      0x41, 0x20, 0xe9, 0x20, 0x96, 0x20, 0x97, 0x20, 0x91, 0x92, 0x93, 0x94, 0x20, 0x80, 0x20, 0x99, 0x20,
      0x3f,
    ]);
  });

  it("measures text with the AFM widths", () => {
    expect(textWidth("Hi", "regular", 10)).toBeCloseTo(((722 + 222) * 10) / 1000);
    expect(textWidth("Hi", "bold", 10)).toBeCloseTo(((722 + 278) * 10) / 1000);
    expect(textWidth("~", "regular", 1000)).toBe(584);
  });

  it("wraps at spaces within the width and keeps an over-long word whole", () => {
    const lines = wrapText(
      "Respins happen inside the normal game round with no extra stake",
      "regular",
      10,
      120,
    );
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(textWidth(line, "regular", 10)).toBeLessThanOrEqual(120);
    expect(lines.join(" ")).toBe("Respins happen inside the normal game round with no extra stake");
    expect(wrapText("Supercalifragilistic", "regular", 10, 20)).toEqual(["Supercalifragilistic"]);
  });
});
