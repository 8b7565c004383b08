import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { registrationRequestSchema } from "./auth";
import { contactRequestSchema } from "./contact";
import { demoSpinRequestSchema } from "./demos";
import { gameListQuerySchemaFor, gameSlugParamSchema } from "./games";
import { newsArticleInputSchema, newsListQuerySchema } from "./news";
import { isMultiLineText, isSingleLineText, textRefusals } from "./text";

const refused = {
  "a line feed": ["Ana\nFerreira", textRefusals.lineBreak],
  "a carriage return": ["Ana\rFerreira", textRefusals.lineBreak],
  "a line separator": ["Ana\u2028Ferreira", textRefusals.lineBreak],
  "a paragraph separator": ["Ana\u2029Ferreira", textRefusals.lineBreak],
  "a tab": ["Ana\tFerreira", textRefusals.control],
  NUL: ["Ana\u0000Ferreira", textRefusals.control],
  "an escape": ["Ana\u001b[31mFerreira", textRefusals.control],
  DEL: ["Ana\u007fFerreira", textRefusals.control],
  "a C1 control": ["Ana\u0085Ferreira", textRefusals.control],
  "a right-to-left override": ["Ana \u202eariereF", textRefusals.control],
  "a left-to-right embedding": ["Ana \u202aFerreira", textRefusals.control],
  "a first-strong isolate": ["Ana \u2068Ferreira\u2069", textRefusals.control],
  "a lone surrogate": ["Ana \ud800Ferreira", textRefusals.control],
} as const;

const allowed = ["Ana Ferreira", "Zoë Łukasiewicz", "株式会社 テスト", "شركة الألعاب", "O'Brien & Sons 🎰"];

const valid = {
  registration: {
    name: "Ana",
    email: "ana@operator.example",
    company: "Tidewater",
    jobTitle: "Head of Content",
    password: "harbour lanterns drift at dawn",
    acceptTerms: true,
  },
  contact: {
    name: "Ana",
    email: "ana@operator.example",
    topic: "sales",
    message: "We would like to talk about your games.",
    consent: true,
  },
  article: {
    locale: "en",
    slug: "a-title",
    title: "A title",
    excerpt: "An excerpt of some length",
    body: "<p>Body</p>",
    cover: { url: "/images/news/a.webp", alt: "A cover" },
    author: "Ana",
  },
};

/** Every single-line field of every contract a person can type into, with a valid object around it. */
const singleLineFields: [string, z.ZodType, (value: string) => unknown, (string | number)[]][] = [
  ...(["name", "company", "jobTitle"] as const).map(
    (field) =>
      [
        `registration ${field}`,
        registrationRequestSchema,
        (value: string) => ({ ...valid.registration, [field]: value }),
        [field],
      ] as [string, z.ZodType, (value: string) => unknown, (string | number)[]],
  ),
  ...(["name", "company"] as const).map(
    (field) =>
      [
        `contact ${field}`,
        contactRequestSchema,
        (value: string) => ({ ...valid.contact, [field]: value }),
        [field],
      ] as [string, z.ZodType, (value: string) => unknown, (string | number)[]],
  ),
  ...(["title", "excerpt", "author"] as const).map(
    (field) =>
      [
        `article ${field}`,
        newsArticleInputSchema,
        (value: string) => ({ ...valid.article, [field]: value }),
        [field],
      ] as [string, z.ZodType, (value: string) => unknown, (string | number)[]],
  ),
  [
    "article cover alt",
    newsArticleInputSchema,
    (value) => ({ ...valid.article, cover: { ...valid.article.cover, alt: value } }),
    ["cover", "alt"],
  ],
  [
    "article tag",
    newsArticleInputSchema,
    (value) => ({ ...valid.article, tags: ["ok", value] }),
    ["tags", 1],
  ],
  ["news search", newsListQuerySchema, (value) => ({ search: value }), ["search"]],
  [
    "game search",
    gameListQuerySchemaFor({
      type: [],
      volatility: [],
      theme: [],
      mechanic: [],
      language: [],
      special_feature: [],
    }),
    (value) => ({ q: value }),
    ["q"],
  ],
  [
    "demo buy option",
    demoSpinRequestSchema,
    (value) => ({ round_id: "6f1c2d4e-8a9b-4c3d-9e8f-7a6b5c4d3e2f", bet: 1, buy: value }),
    ["buy"],
  ],
];

describe("single-line text", () => {
  it.each(Object.entries(refused))("refuses %s", (_name, [value]) => {
    expect(isSingleLineText(value)).toBe(false);
  });
  it.each(allowed)("accepts %s", (value) => {
    expect(isSingleLineText(value)).toBe(true);
  });

  describe.each(singleLineFields)("%s", (_label, schema, withValue, path) => {
    it.each(Object.entries(refused))("refuses %s, naming the field", (_name, [value, message]) => {
      const result = schema.safeParse(withValue(value));
      expect(result.success).toBe(false);
      expect(result.error?.issues).toContainEqual(expect.objectContaining({ path, message }));
    });
    it("accepts ordinary text in any script", () => {
      for (const value of allowed) {
        // Twice over, so the shortest example still meets every minimum length.
        const result = schema.safeParse(withValue(`${value} ${value}`));
        expect(result.error?.issues ?? []).toEqual([]);
      }
    });
  });

  it("covers slugs in paths too", () => {
    expect(gameSlugParamSchema.safeParse("quest-of-ra").success).toBe(true);
    expect(gameSlugParamSchema.safeParse("quest\u0000of-ra").success).toBe(false);
  });
});

describe("multi-line text", () => {
  it("keeps line breaks and tabs, and right-to-left marks", () => {
    expect(isMultiLineText("Hello,\r\n\tline two\n\u2067שלום\u2069")).toBe(true);
  });
  it.each(["\u0000", "\u0007", "\u000b", "\u001b", "\u007f", "\u0085", "\ud800"])(
    "refuses %j",
    (character) => {
      expect(isMultiLineText(`Hello ${character} there`)).toBe(false);
    },
  );
  it("applies to the contact message and the article body", () => {
    const message = contactRequestSchema.safeParse({
      ...valid.contact,
      message: "Hello there,\u0000 a message.",
    });
    expect(message.error?.issues).toContainEqual(
      expect.objectContaining({
        path: ["message"],
        message: "Remove the control characters your message cannot hold",
      }),
    );
    const multiLine = contactRequestSchema.safeParse({
      ...valid.contact,
      message: "Hello there,\n\ta longer message.",
    });
    expect(multiLine.success).toBe(true);
    const body = newsArticleInputSchema.safeParse({ ...valid.article, body: "<p>a\u0000b</p>" });
    expect(body.error?.issues).toContainEqual(
      expect.objectContaining({ path: ["body"], message: textRefusals.multiLineControl }),
    );
  });
});
