import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type ContactReceipt, contactRequestSchema, forgotPasswordRequestSchema } from "@quillspin/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { emptyForgotPassword } from "../accounts/forgot-password-fields";
import { createApiClient } from "../api/api-client";
import { emptyContact } from "./contact-fields";
import { submitForm, valuesOf } from "./form-action";

const UNREACHABLE = "We could not reach the studio.";

/** A stand-in API on a real port: it records each request and answers what the test sets. */
let server: Server;
let baseUrl: string;
let answer: { status: number; body: unknown };
let received: { url: string; body: unknown }[];

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    received.push({ url: request.url ?? "", body: await bodyOf(request) });
    response.writeHead(answer.status, { "content-type": "application/json" });
    response.end(JSON.stringify(answer.body));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  answer = { status: 201, body: { id: "m-1", receivedAt: "2026-11-24T05:00:00.000Z" } };
});

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

const validContact = {
  name: "Ana Ruiz",
  email: "ana.ruiz@northbay-gaming.example",
  company: "",
  topic: "partnership",
  message: "We aggregate for 40 operators and want your catalogue.",
  consent: "on",
  website: "",
};

const contactAction = (data: FormData) => {
  const api = createApiClient({ baseUrl });
  return submitForm(data, {
    schema: contactRequestSchema,
    initial: emptyContact,
    send: (checked) => api.post<ContactReceipt>("/auth/contact", checked),
    unreachable: UNREACHABLE,
  });
};

describe("valuesOf", () => {
  it("reads each field of the form, a checkbox as ticked only when it was sent", () => {
    expect(valuesOf(form({ name: "Ana", consent: "on", extra: "dropped" }), emptyContact)).toEqual({
      ...emptyContact,
      name: "Ana",
      consent: true,
    });
    expect(valuesOf(form({ name: "Ana" }), emptyContact).consent).toBe(false);
    // The reset link's token is no field: the action gives it from the address.
    expect(valuesOf(form({ password: "x" }), { token: "from-the-link", password: "" })).toEqual({
      token: "from-the-link",
      password: "x",
    });
  });

  it("gives a text area's line breaks back as the form had them, whatever the browser encoded", () => {
    const message = valuesOf(form({ message: "Hello,\r\n\r\nsecond line\rthird" }), emptyContact).message;
    expect(message).toBe("Hello,\n\nsecond line\nthird");
  });
});

describe("submitForm", () => {
  it("sends what the schema accepted to the API and answers its receipt", async () => {
    const posted = await contactAction(form(validContact));
    expect(posted).toMatchObject({
      errors: {},
      summary: null,
      result: { id: "m-1" },
      values: { name: "Ana Ruiz", consent: true },
    });
    expect(received).toHaveLength(1);
    expect(received[0]?.url).toBe("/auth/contact");
    expect(received[0]?.body).toMatchObject({ name: "Ana Ruiz", topic: "partnership", consent: true });
  });

  it("answers the schema's messages by field and does not call the API", async () => {
    const posted = await contactAction(form({ ...validContact, email: "ana@", consent: "" }));
    expect(received).toHaveLength(0);
    expect(posted.result).toBeNull();
    expect(posted.values.email).toBe("ana@");
    expect(Object.keys(posted.errors)).toEqual(["email"]);
    const unticked = new FormData();
    for (const [name, value] of Object.entries(validContact))
      if (name !== "consent") unticked.append(name, value);
    expect((await contactAction(unticked)).errors).toEqual({
      consent: "Agree to the privacy policy so we can answer you",
    });
  });

  it("puts the API's 400 message under the field it names", async () => {
    answer = {
      status: 400,
      body: {
        statusCode: 400,
        error: "Bad Request",
        message: "body.email: This address cannot receive mail",
      },
    };
    const posted = await contactAction(form(validContact));
    expect(posted).toMatchObject({
      errors: { email: "This address cannot receive mail" },
      summary: null,
      result: null,
    });
  });

  it("says any other refusal above the form", async () => {
    answer = {
      status: 429,
      body: {
        statusCode: 429,
        error: "Too Many Requests",
        message: "Too many requests: try again in 9 minutes",
      },
    };
    const posted = await contactAction(form(validContact));
    expect(posted).toMatchObject({ errors: {}, summary: "Too many requests: try again in 9 minutes" });
  });

  it("says the API cannot be reached when nothing answers", async () => {
    const closed = createApiClient({ baseUrl: "http://127.0.0.1:9" });
    const posted = await submitForm(form({ email: "ana@northbay-gaming.example" }), {
      schema: forgotPasswordRequestSchema,
      initial: emptyForgotPassword,
      send: (checked) => closed.post("/auth/forgot-password", checked),
      unreachable: UNREACHABLE,
    });
    expect(posted).toMatchObject({ errors: {}, summary: UNREACHABLE, result: null });
  });

  it("never sends a secret field back to the page", async () => {
    const api = createApiClient({ baseUrl });
    answer = { status: 400, body: { statusCode: 400, error: "Bad Request", message: "body.email: Taken" } };
    const posted = await submitForm(
      form({ email: "ana@northbay-gaming.example", password: "hunter2-long" }),
      {
        schema: z.object({ email: z.string(), password: z.string() }),
        initial: { email: "", password: "" },
        secret: ["password"],
        send: (checked) => api.post("/auth/registration", checked),
        unreachable: UNREACHABLE,
      },
    );
    expect(received[0]?.body).toEqual({ email: "ana@northbay-gaming.example", password: "hunter2-long" });
    expect(posted.values).toEqual({ email: "ana@northbay-gaming.example", password: "" });
    expect(posted.errors).toEqual({ email: "Taken" });
  });
});
