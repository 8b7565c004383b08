import { type CvFileKind, careerApplicationLimits } from "@quillspin/contracts";
import { unzipSync } from "fflate";

/** A CV the applicant can fix: the route answers it 400 or 413 naming the file field. */
export class CvRefused extends Error {
  constructor(
    readonly statusCode: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

const refused = (message: string) => new CvRefused(400, `body.cv: ${message}`);

/** What the bytes are, never what the file's name says: a PDF, a ZIP (which a .docx is), or neither. */
function sniff(bytes: Uint8Array): "pdf" | "zip" | undefined {
  const head = Buffer.from(bytes.subarray(0, 5)).toString("latin1");
  if (head === "%PDF-") return "pdf";
  if (head.startsWith("PK\u0003\u0004")) return "zip";
  return undefined;
}

/**
 * Checks a CV the way the news desk checks a cover (decision 18): its size, its type read from its
 * bytes, and that it opens as that type: a PDF that pdf-lib reads with at least one page, or a Word
 * document whose ZIP holds `word/document.xml`. pdf-lib is loaded on the first CV, not with the API.
 */
export async function checkCvFile(bytes: Uint8Array): Promise<CvFileKind> {
  if (bytes.length === 0) throw refused("the file is empty");
  if (bytes.length > careerApplicationLimits.cvMaxBytes) {
    throw new CvRefused(
      413,
      `body.cv: a CV may have at most ${careerApplicationLimits.cvMaxBytes / 1024 / 1024} MB`,
    );
  }
  const type = sniff(bytes);
  if (type === "pdf") {
    const { PDFDocument } = await import("pdf-lib");
    let pages = 0;
    try {
      const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
      pages = document.getPageCount();
    } catch {
      // Unreadable: answered below as the applicant's to fix.
    }
    if (pages === 0) throw refused("the PDF cannot be opened (damaged or empty)");
    return "pdf";
  }
  if (type === "zip") {
    let entries: Record<string, Uint8Array>;
    try {
      // Only the main part is inflated, so a ZIP bomb's other entries cost nothing.
      entries = unzipSync(bytes, {
        filter: (file) => file.name === "word/document.xml" && file.originalSize < 50_000_000,
      });
    } catch {
      throw refused("the Word document cannot be opened (damaged)");
    }
    if (!entries["word/document.xml"]) throw refused("expected a PDF or a Word (.docx) document");
    return "docx";
  }
  throw refused("expected a PDF or a Word (.docx) document");
}
