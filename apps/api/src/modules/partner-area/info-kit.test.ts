import { type GameRecord, gameRecords } from "@quillspin/content";
import { PDFArray, PDFDict, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { readPdf } from "../../../test/support/pdf-text";
import { infoKitPdf } from "./info-kit";

const site = "https://quillspin.example";

function firstRecord(): GameRecord {
  const record = gameRecords[0];
  if (!record) throw new Error("empty catalogue");
  return record;
}

describe("infoKitPdf", () => {
  it("writes the same bytes for the same input", async () => {
    const record = firstRecord();
    const [first, second] = await Promise.all([infoKitPdf(record, site), infoKitPdf(record, site)]);
    expect(first.equals(second)).toBe(true);
  });

  it("writes a fact sheet pdf-lib reads back for every game of the catalogue", async () => {
    for (const record of gameRecords) {
      const { document, text } = await readPdf(await infoKitPdf(record, site));
      const pageCount = document.getPageCount();
      expect(document.getTitle()).toBe(`${record.content.name}: game fact sheet`);
      expect(text).toContain(record.content.name);
      expect(text).toContain(`${record.facts.rtp.toFixed(2)}%`);
      expect(text).toContain(`${site}/games/${record.slug}`);
      expect(text).toContain(`Page ${pageCount} of ${pageCount}`);
      expect(text).not.toMatch(/[?\uFFFD]/);
    }
    // Twenty documents, each subsetting two fonts, on a shared 2-core machine.
  }, 60_000);

  it("prints the stated max win with no cap note where the model reaches it (decision 0033)", async () => {
    const kit = async (slug: string) => {
      const record = gameRecords.find((candidate) => candidate.slug === slug);
      if (!record) throw new Error(`no ${slug} in the catalogue`);
      return (await readPdf(await infoKitPdf(record, site))).text;
    };
    // The two games whose maths paid at most 4,096x and 1,000x before their models reached the cap.
    for (const [slug, stated] of [
      ["wild-yoga-collector", "8,000x the bet"],
      ["fortune-777-respin", "5,000x the bet"],
    ] as const) {
      const text = await kit(slug);
      expect(text).toContain(stated);
      expect(text).not.toContain("a cap:");
    }
  });

  it("draws characters beyond Latin-1 as written, not as question marks", async () => {
    const record = firstRecord();
    const written: GameRecord = {
      ...record,
      content: {
        ...record.content,
        name: "Złota Łódź Fortune",
        subtitle: "Wins ≥ 500x → paid in € or Kč, with Ωmega wilds and Жар-птица scatters",
      },
    };
    const { text } = await readPdf(await infoKitPdf(written, site));
    expect(text).toContain("Złota Łódź Fortune");
    expect(text).toContain("Wins ≥ 500x → paid in € or Kč, with Ωmega wilds and Жар-птица");
    expect(text).not.toMatch(/[?\uFFFD]/);
  });

  it("embeds its fonts rather than naming ones the reader may lack", async () => {
    const { document } = await readPdf(await infoKitPdf(firstRecord(), site));
    const fonts = document.getPages()[0]?.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
    const names: string[] = [];
    for (const [, ref] of fonts?.entries() ?? []) {
      const font = document.context.lookup(ref, PDFDict);
      names.push(font.get(PDFName.of("BaseFont"))?.toString() ?? "");
      const descendant = font.lookup(PDFName.of("DescendantFonts"), PDFArray).lookup(0, PDFDict);
      const descriptor = descendant.lookup(PDFName.of("FontDescriptor"), PDFDict);
      expect(descriptor.lookup(PDFName.of("FontFile2"))).toBeInstanceOf(PDFRawStream);
    }
    expect(names.sort()).toEqual([
      expect.stringMatching(/^\/DejaVuSans-\d+$/),
      expect.stringMatching(/^\/DejaVuSans-Bold-\d+$/),
    ]);
  });
});
