import {
  careerApplicationReceiptSchema,
  messageListResponseSchema,
  messageResponseSchema,
} from "@quillspin/contracts";
import { eq } from "drizzle-orm";
import { zipSync } from "fflate";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import { signedIn } from "../../../test/support/accounts";
import { FIRST_DATABASE_OPEN_MS, testMailSettings, withoutRateLimits } from "../../../test/support/contact";
import { multipartForm } from "../../../test/support/multipart";
import type { App } from "../../app";
import { mailOutbox } from "../mail/mail.tables";

async function pdfCv(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([595, 842]);
  return Buffer.from(await document.save());
}

const applicant = {
  name: "Mira Kovač",
  email: "mira.kovac@example.org",
  role: "senior-game-mathematician",
  note: "Eight years of slot maths; PAR sheets for two labs.",
  consent: "on",
};

describe("POST /v1/careers/applications", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ ...withoutRateLimits, mail: testMailSettings });
  }, FIRST_DATABASE_OPEN_MS);
  afterAll(() => app?.close());

  const apply = (
    fields: Record<string, string>,
    file?: { fileName: string; bytes: Buffer },
    headers = {},
  ) => {
    const body = multipartForm(
      fields,
      file
        ? [
            {
              field: "cv",
              fileName: file.fileName,
              contentType: "application/octet-stream",
              bytes: file.bytes,
            },
          ]
        : [],
    );
    return app.inject({
      method: "POST",
      url: "/v1/careers/applications",
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };

  it("stores the application with its CV, byte for byte, in the back office's messages", async () => {
    const bytes = await pdfCv();
    const response = await apply(
      applicant,
      { fileName: "Mira Kovač CV.pdf", bytes },
      { "idempotency-key": "cv-1" },
    );
    expect(response.statusCode, response.body).toBe(201);
    const { id } = careerApplicationReceiptSchema.parse(response.json());
    // A retried submission is one application.
    const again = await apply(
      applicant,
      { fileName: "Mira Kovač CV.pdf", bytes },
      { "idempotency-key": "cv-1" },
    );
    expect(careerApplicationReceiptSchema.parse(again.json()).id).toBe(id);

    const admin = await signedIn(app, { role: "admin" });
    const list = await app.inject({
      method: "GET",
      url: "/v1/admin/messages?topic=careers",
      headers: admin.headers,
    });
    const summaries = messageListResponseSchema
      .parse(list.json())
      .data.filter((message) => message.id === id);
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toMatchObject({
      topic: "careers",
      name: "Mira Kovač",
      role: { id: "senior-game-mathematician", title: "Senior Game Mathematician" },
      files: 1,
    });
    const detail = await app.inject({
      method: "GET",
      url: `/v1/admin/messages/${id}`,
      headers: admin.headers,
    });
    const message = messageResponseSchema.parse(detail.json()).data;
    expect(message.message).toBe(applicant.note);
    expect(message.attachments).toEqual([
      expect.objectContaining({ name: "Mira Kovač CV.pdf", kind: "pdf", sizeBytes: bytes.length }),
    ]);
    const fileUrl = `/v1/admin/messages/${id}/files/${message.attachments[0]?.id}`;
    const download = await app.inject({ method: "GET", url: fileUrl, headers: admin.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toContain("filename*=UTF-8''Mira%20Kova%C4%8D%20CV.pdf");
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect((await app.inject({ method: "GET", url: fileUrl })).statusCode).toBe(401);
    const editor = await signedIn(app, { role: "editor" });
    expect((await app.inject({ method: "GET", url: fileUrl, headers: editor.headers })).statusCode).toBe(403);

    const [mail] = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.contactMessageId, id));
    expect(mail?.text).toContain("Senior Game Mathematician");
    expect(mail?.text).toContain("Mira Kovač CV.pdf");
  });

  it("takes a Word document told by its bytes", async () => {
    const docx = Buffer.from(zipSync({ "word/document.xml": new TextEncoder().encode("<w:document/>") }));
    const response = await apply({ ...applicant, note: "" }, { fileName: "cv.docx", bytes: docx });
    expect(response.statusCode, response.body).toBe(201);
  });

  it("refuses what is not a readable CV, a missing one, and bad fields with a message a person understands", async () => {
    const renamed = await apply(applicant, {
      fileName: "cv.pdf",
      bytes: Buffer.from("just some text, not a PDF"),
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe("body.cv: expected a PDF or a Word (.docx) document");
    const broken = await apply(applicant, { fileName: "cv.pdf", bytes: Buffer.from("%PDF-1.7\nbroken") });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toContain("body.cv: the PDF cannot be opened");
    const zip = Buffer.from(zipSync({ "notes.txt": new TextEncoder().encode("hello") }));
    expect((await apply(applicant, { fileName: "cv.docx", bytes: zip })).json().message).toBe(
      "body.cv: expected a PDF or a Word (.docx) document",
    );
    const exe = await apply(applicant, { fileName: "cv.exe", bytes: await pdfCv() });
    expect(exe.json().message).toBe("body.cv: Attach your CV as a PDF or Word (.docx) file");
    const none = await apply(applicant);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("body.cv: Attach your CV as a PDF or Word (.docx) file");
    const big = await apply(applicant, { fileName: "cv.pdf", bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 32) });
    expect(big.statusCode).toBe(413);
    const fields = await apply(
      { ...applicant, role: "astronaut", consent: "" },
      { fileName: "cv.pdf", bytes: await pdfCv() },
    );
    expect(fields.statusCode).toBe(400);
    expect(fields.json().message).toContain("body.role: Choose the role you apply for");
    expect(fields.json().message).toContain("body.consent: Agree to the privacy policy");
    const json = await app.inject({ method: "POST", url: "/v1/careers/applications", payload: applicant });
    expect(json.statusCode).toBe(415);
  });
});
