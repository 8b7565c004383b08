import { inflateSync } from "node:zlib";

/**
 * The text a PDF shows, read back from its compressed content streams: every `(…) Tj` string,
 * unescaped and decoded from WinAnsi, joined with newlines. Enough for tests to check what a page says.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const lines: string[] = [];
  const streams = /<< \/Length (\d+) \/Filter \/FlateDecode >>\nstream\n/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const start = match.index + match[0].length;
    const content = inflateSync(pdf.subarray(start, start + Number(match[1]))).toString("latin1");
    for (const shown of content.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)) {
      lines.push((shown[1] ?? "").replace(/\\(.)/g, "$1"));
    }
  }
  return lines
    .join("\n")
    .replace(/[\x91\x92]/g, "'")
    .replace(/[\x93\x94]/g, '"')
    .replace(/\x96/g, "–")
    .replace(/\x97/g, "—")
    .replace(/\x95/g, "•");
}
