import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as contracts from "./index";
import { newsDraftInputSchema, publicationGaps, slugFromTitle } from "./news";
import { zodWording } from "./plain-messages";

/** Every schema the contracts export, by name. */
const schemas = (Object.entries(contracts) as [string, unknown][]).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

/** Wrong values of every type for each field of an object schema, and a few whole wrong values. */
function wrongInputs(schema: z.ZodType): unknown[] {
  const inputs: unknown[] = [{}, undefined, null, 42, "text", [], true];
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  if (shape) {
    for (const wrong of [12345, "x", "", true, [1], { a: 1 }, "a".repeat(200_001), -1]) {
      inputs.push(Object.fromEntries(Object.keys(shape).map((key) => [key, wrong])));
    }
  }
  return inputs;
}

describe("plain messages (issue 29)", () => {
  it("finds the schemas to check", () => {
    expect(schemas.length).toBeGreaterThan(80);
  });

  it("no contract answers empty or wrongly typed input in zod's wording", () => {
    const raw: string[] = [];
    for (const [name, schema] of schemas) {
      for (const input of wrongInputs(schema)) {
        const result = schema.safeParse(input);
        if (result.success) continue;
        for (const issue of result.error.issues) {
          if (zodWording.test(issue.message)) raw.push(`${name}: ${issue.message}`);
        }
      }
    }
    expect([...new Set(raw)]).toEqual([]);
  });

  it("recognises zod's own wording, so the check above can fail", () => {
    expect(zodWording.test("Too small: expected string to have >=1 characters")).toBe(true);
    expect(zodWording.test("Invalid input: expected string, received undefined")).toBe(true);
    expect(zodWording.test("Enter a valid email address, like name@company.com")).toBe(false);
  });
});

describe("drafts (issue 29)", () => {
  it("saves a draft from a title alone", () => {
    const draft = newsDraftInputSchema.parse({ title: "Koi Lantern returns" });
    expect(draft).toMatchObject({
      locale: "en",
      slug: "",
      excerpt: "",
      author: "",
      cover: { url: "", alt: "" },
    });
  });

  it("still checks what a draft's fields hold", () => {
    const result = newsDraftInputSchema.safeParse({ title: "Ok title", slug: "Not A Slug", author: "x" });
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      "Use lower-case letters, digits and single hyphens, like koi-lantern-launch",
      "Enter the author's name, at least 2 characters",
    ]);
  });

  it("derives the slug from the title as typed", () => {
    expect(slugFromTitle("Koi Lantern: 50 free spins!")).toBe("koi-lantern-50-free-spins");
    expect(slugFromTitle("Crème brûlée à Malta")).toBe("creme-brulee-a-malta");
    expect(slugFromTitle("  ")).toBe("article");
    expect(slugFromTitle("word ".repeat(60)).length).toBeLessThanOrEqual(96);
  });

  it("names what publishing needs that a draft may lack", () => {
    expect(
      publicationGaps({ excerpt: "", body: "", cover: { url: "", alt: "" } }).map((gap) => gap.path),
    ).toEqual(["cover.url", "cover.alt", "excerpt", "markdown"]);
    expect(
      publicationGaps({
        excerpt: "A summary long enough.",
        body: "<p>Text</p>",
        cover: { url: "/images/news/koi-lantern.webp", alt: "Key art" },
      }),
    ).toEqual([]);
  });
});
