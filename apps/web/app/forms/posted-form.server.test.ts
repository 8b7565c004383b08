import { describe, expect, it } from "vitest";
import { isFormBody, readPostedForm } from "./posted-form.server";

const page = "http://site.test/contact-us";

/** What readPostedForm threw, as React Router would answer it: the status and the headers. */
async function refusal(request: Request): Promise<{ status: number; headers: Headers }> {
  try {
    await readPostedForm(request);
  } catch (thrown) {
    const init = (thrown as { init?: ResponseInit }).init;
    return { status: init?.status ?? 0, headers: new Headers(init?.headers) };
  }
  throw new Error("the form was read");
}

describe("a page's posted form", () => {
  it("is read when the browser's form sent it, urlencoded or multipart", async () => {
    const urlencoded = new Request(page, { method: "POST", body: new URLSearchParams({ name: "Ana" }) });
    expect((await readPostedForm(urlencoded)).get("name")).toBe("Ana");
    const fields = new FormData();
    fields.set("name", "Ana");
    const multipart = new Request(page, { method: "POST", body: fields });
    expect((await readPostedForm(multipart)).get("name")).toBe("Ana");
  });

  it.each([
    ["JSON", "application/json", '{"name":"Ana"}'],
    ["malformed JSON", "application/json", '{"x":'],
    ["no body at all", null, null],
    ["binary", "application/octet-stream", new Uint8Array([0, 255, 1, 254])],
    ["multipart without a boundary", "multipart/form-data", "name=Ana"],
    ["text", "text/plain", "name=Ana"],
  ])("answers 415 naming the form types to %s", async (_kind, type, body) => {
    const request = new Request(page, {
      method: "POST",
      headers: type ? { "content-type": type } : {},
      body,
    });
    const { status, headers } = await refusal(request);
    expect(status).toBe(415);
    expect(headers.get("accept-post")).toBe("application/x-www-form-urlencoded, multipart/form-data");
  });

  it("answers 400 to a form body that cannot be parsed", async () => {
    const request = new Request(page, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=quill" },
      body: "--quill\r\nnot a part",
    });
    expect((await refusal(request)).status).toBe(400);
  });

  it.each(["PUT", "PATCH", "DELETE"])(
    "answers %s with 405 and the methods the page takes",
    async (method) => {
      const request = new Request(page, { method, body: new URLSearchParams({ name: "Ana" }) });
      const { status, headers } = await refusal(request);
      expect(status).toBe(405);
      expect(headers.get("allow")).toBe("GET, HEAD, POST");
    },
  );

  it("tells form bodies by their media type, case and parameters aside", () => {
    expect(isFormBody("Application/X-WWW-Form-Urlencoded; charset=UTF-8")).toBe(true);
    expect(isFormBody("multipart/form-data; charset=utf-8; boundary=----x")).toBe(true);
    expect(isFormBody("multipart/form-data; boundary=")).toBe(false);
    expect(isFormBody("multipart/mixed; boundary=x")).toBe(false);
    expect(isFormBody(null)).toBe(false);
  });
});
