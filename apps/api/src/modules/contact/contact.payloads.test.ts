import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import {
  FIRST_DATABASE_OPEN_MS,
  testMailSettings,
  validContact,
  withoutRateLimits,
} from "../../../test/support/contact";
import type { App } from "../../app";
import { contactMessages } from "./contact.tables";

/** Whatever arrives, the answer is a clear 4xx or a stored, intact message; never a 500. */
describe("POST /v1/auth/contact with hostile or unusual payloads", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ ...withoutRateLimits, mail: testMailSettings });
  }, FIRST_DATABASE_OPEN_MS);
  afterAll(() => app.close());

  const raw = (payload: string | Buffer, contentType = "application/json") =>
    app.inject({
      method: "POST",
      url: "/v1/auth/contact",
      payload,
      headers: { "content-type": contentType },
    });
  const json = (body: unknown) => raw(JSON.stringify(body));
  const messages = () => app.database.db.select().from(contactMessages);

  it.each([
    ["a body over 1 MiB", () => json({ ...validContact, message: "x".repeat(1024 * 1024) }), 413],
    ["plain text", () => raw("name=Ana", "text/plain"), 415],
    ["a form post", () => raw("name=Ana&email=a%40b.example", "application/x-www-form-urlencoded"), 415],
    ["malformed JSON", () => raw('{"name": "Ana",'), 400],
    ["an empty JSON body", () => raw(""), 400],
    ["a JSON array", () => json([validContact]), 400],
    ["a JSON string", () => json("hello"), 400],
    ["null", () => raw("null"), 400],
    ["numbers for text", () => json({ ...validContact, name: 42, message: 1234567890 }), 400],
    ["nested objects for text", () => json({ ...validContact, message: { $gt: "" } }), 400],
    ["a prototype-polluting key", () => raw(`{"__proto__": {"admin": true}, "name": "Ana"}`), 400],
    [
      "a NUL character",
      () => json({ ...validContact, message: `${validContact.message}\u0000 hidden` }),
      400,
    ],
    ["a lone surrogate", () => json({ ...validContact, message: `${validContact.message} \ud83c` }), 400],
    ["a bell in the name", () => json({ ...validContact, name: "Ana\u0007" }), 400],
    ["a line separator in the company", () => json({ ...validContact, company: "North\u2028bay" }), 400],
  ])("answers %s with a 4xx in the error shape", async (_case, request, status) => {
    const response = await request();
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ statusCode: status, message: expect.any(String) });
    expect(await messages()).toHaveLength(0);
  });

  it("stores scripts, markup and SQL as typed, to be shown escaped", async () => {
    const message = `<img src=x onerror=alert(1)> '); DROP TABLE contact_messages; -- {{7*7}} \${process.env}`;
    const name = "<b>Robert'); --</b>";
    const response = await json({ ...validContact, name, message });
    expect(response.statusCode).toBe(201);
    const [stored] = await messages();
    expect(stored).toMatchObject({ name, message });
  });

  it("keeps emoji, right-to-left text and combining marks, normalised to NFC", async () => {
    const decomposed =
      "Cafe\u0301 Zoe\u0308 — 🎰🃏 — مرحبا بالعالم — 你好, we would like a demo build please.";
    const response = await json({ ...validContact, name: "Zoe\u0308 Ma\u0301rquez", message: decomposed });
    expect(response.statusCode).toBe(201);
    const [stored] = await messages();
    expect(stored?.name).toBe("Zoë Márquez");
    expect(stored?.message).toBe(decomposed.normalize("NFC"));
    expect(stored?.message).toContain("Café");
  });

  it("counts the message limit on the trimmed text and keeps line breaks and tabs", async () => {
    const message = `  Line one\n\tLine two\r\nLine three ${"x".repeat(10)}  `;
    const response = await json({ ...validContact, message });
    expect(response.statusCode).toBe(201);
    const [stored] = await messages();
    expect(stored?.message).toBe(message.trim());
  });

  it("ignores fields it does not know", async () => {
    const response = await json({
      ...validContact,
      role: "admin",
      id: "00000000-0000-0000-0000-000000000000",
    });
    expect(response.statusCode).toBe(201);
    const [stored] = await messages();
    expect(stored?.id).not.toBe("00000000-0000-0000-0000-000000000000");
  });
});
