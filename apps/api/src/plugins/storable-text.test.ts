import { apiErrorSchema } from "@quillspin/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app";
import { registration, signedIn, uniqueAddress } from "../../test/support/accounts";
import type { App } from "../app";

const NUL_MESSAGE = "must not contain NUL characters";
const SURROGATE_MESSAGE = "must not contain unpaired UTF-16 surrogates";

const article = {
  locale: "en",
  slug: "koi-lantern-launch",
  title: "Koi Lantern Hold & Win is live",
  excerpt: "Lantern coins lock in place and reset the respins.",
  body: "<p>Out today.</p>",
  cover: { url: "/images/news/koi-lantern-launch.webp", alt: "Key art of Koi Lantern Hold & Win" },
  tags: ["release"],
  author: "Quillspin Newsroom",
  translation_of: { locale: "en", slug: "koi-lantern-teaser" },
};

/** Every string field of an article, as a path and a way to put a value there. */
const articleFields: [string, (value: string) => object][] = [
  ["locale", (value) => ({ ...article, locale: value })],
  ["slug", (value) => ({ ...article, slug: value })],
  ["title", (value) => ({ ...article, title: `Koi ${value} Lantern` })],
  ["excerpt", (value) => ({ ...article, excerpt: `Lantern coins ${value} lock in place.` })],
  ["body", (value) => ({ ...article, body: `<p>Out ${value} today.</p>` })],
  ["cover.url", (value) => ({ ...article, cover: { ...article.cover, url: value } })],
  ["cover.alt", (value) => ({ ...article, cover: { ...article.cover, alt: `Key ${value} art` } })],
  ["tags.1", (value) => ({ ...article, tags: ["release", `new${value}`] })],
  ["author", (value) => ({ ...article, author: `Quillspin ${value}` })],
  ["translation_of.slug", (value) => ({ ...article, translation_of: { locale: "en", slug: value } })],
];

async function expectRefusal(response: { statusCode: number; json(): unknown }, message: string) {
  expect(response.statusCode).toBe(400);
  expect(apiErrorSchema.parse(response.json())).toEqual({ statusCode: 400, error: "Bad Request", message });
}

describe("strings PostgreSQL cannot store", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it.each([
    ["/v1/games?q=%00", "querystring.q"],
    ["/v1/games?q=koi%00lantern&sort=name", "querystring.q"],
    ["/v1/news?search=%00", "querystring.search"],
    ["/v1/articles?search=lantern%00", "querystring.search"],
    ["/v1/articles?locale=%00", "querystring.locale"],
    ["/v1/subscriptions/unsubscribe/one-click?token=%00", "querystring.token"],
  ])("refuses GET %s naming %s", async (url, field) => {
    await expectRefusal(await app.inject({ method: "GET", url }), `${field}: ${NUL_MESSAGE}`);
  });

  it.each([
    ["GET", "/v1/games/koi%00lantern"],
    ["GET", "/v1/news/koi%00lantern"],
    ["GET", "/v1/games/%00/demo"],
    ["GET", "/v1/demo-sessions/%00"],
    ["POST", "/v1/demo-sessions/%00/reset"],
  ] as const)("refuses the path parameter of %s %s", async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).message).toMatch(/^params\.(slug|id): must not contain NUL/);
  });

  it.each(["name", "email", "company", "jobTitle", "password"])(
    "refuses a NUL byte in the registration field %s",
    async (field) => {
      const fields = registration();
      const value = `${String(fields[field as keyof typeof fields])}\u0000x`;
      const response = await app.inject({
        method: "POST",
        url: "/v1/auth/registration",
        payload: { ...fields, [field]: value },
        remoteAddress: uniqueAddress(),
      });
      await expectRefusal(response, `body.${field}: ${NUL_MESSAGE}`);
    },
  );

  it("refuses a lone surrogate written as a JSON escape", async () => {
    const payload = JSON.stringify(registration({ company: "Tidewater SURROGATE" })).replace(
      "SURROGATE",
      "\\uD800",
    );
    const response = await app.inject({
      method: "POST",
      url: "/v1/auth/registration",
      headers: { "content-type": "application/json" },
      payload,
      remoteAddress: uniqueAddress(),
    });
    await expectRefusal(response, `body.company: ${SURROGATE_MESSAGE}`);
  });

  it("refuses a NUL byte in a property name, at any depth", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/v1/auth/login",
      payload: { email: "ana@operator.example", password: "x", extra: { "a\u0000b": 1 } },
      remoteAddress: uniqueAddress(),
    });
    await expectRefusal(response, `body.extra: property names ${NUL_MESSAGE}`);
  });

  it("finds a NUL byte under far more nesting than the call stack allows", async () => {
    const depth = 200_000;
    const payload = `{"email":${"[".repeat(depth)}"\\u0000"${"]".repeat(depth)}}`;
    const response = await app.inject({
      method: "POST",
      url: "/v1/auth/login",
      headers: { "content-type": "application/json" },
      payload,
      remoteAddress: uniqueAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).message).toMatch(
      /^body\.email\.0\.0\.0\..*: must not contain NUL/,
    );
  });

  it("refuses a NUL byte in a header the API reads", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/v1/auth/contact",
      headers: { "idempotency-key": "key\u0000one" },
      payload: { name: "Ana" },
      remoteAddress: uniqueAddress(),
    });
    await expectRefusal(response, `headers.idempotency-key: ${NUL_MESSAGE}`);
  });

  describe("as an editor", () => {
    it.each(articleFields)("refuses a NUL byte in the new article's %s", async (field, withValue) => {
      const { headers } = await signedIn(app, { role: "editor" });
      const response = await app.inject({
        method: "POST",
        url: "/v1/admin/news",
        headers,
        payload: withValue("\u0000"),
      });
      await expectRefusal(response, `body.${field}: ${NUL_MESSAGE}`);
    });

    it("refuses a NUL byte in an article update and in the article id", async () => {
      const { headers } = await signedIn(app, { role: "editor" });
      const created = await app.inject({
        method: "POST",
        url: "/v1/admin/news",
        headers,
        payload: { ...article, translation_of: undefined },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id, updatedAt } = (created.json() as { data: { id: string; updatedAt: string } }).data;

      const update = await app.inject({
        method: "PATCH",
        url: `/v1/admin/news/${id}`,
        headers,
        payload: { title: "Koi \u0000 Lantern", expectedUpdatedAt: updatedAt },
      });
      await expectRefusal(update, `body.title: ${NUL_MESSAGE}`);

      const badId = await app.inject({ method: "GET", url: `/v1/admin/news/${id}%00`, headers });
      await expectRefusal(badId, `params.id: ${NUL_MESSAGE}`);
    });
  });
});
