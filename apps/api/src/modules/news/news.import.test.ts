import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import type { App } from "../../app";
import { importArticleFiles } from "./news.import";
import { articles } from "./news.tables";

function articleFile(front: Record<string, string>, body = "Body with a [link](/games/quest-of-ra).") {
  const lines = Object.entries(front).map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join("\n")}\n---\n\n${body}\n`;
}

const base = {
  title: '"Quest of Ra reaches a new market"',
  excerpt: '"The explorer slot is now certified for another regulated market."',
  author: '"Quillspin Newsroom"',
  publishedAt: "2026-05-05T09:00:00Z",
  tags: '["release"]',
  cover: '{ alt: "Cover of the article" }',
};

describe("importArticleFiles", () => {
  let app: App;
  let folder: string;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "quillspin-import-"));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));
  afterAll(() => app.close());

  const write = (name: string, content: string) => {
    const file = path.join(folder, name);
    writeFileSync(file, content);
    return file;
  };
  const stored = async (slug: string) =>
    (await app.database.db.select().from(articles).where(eq(articles.slug, slug)))[0];

  it("creates articles, then updates or leaves them as their files say", async () => {
    const file = write("quest-of-ra-market.md", articleFile(base));
    const draft = write("draft-note.md", articleFile({ ...base, publishedAt: "null", slug: "a-draft" }));
    expect(
      (await importArticleFiles(app.database.db, [file, draft])).map((result) => result.outcome),
    ).toEqual(["created", "created"]);
    const created = await stored("quest-of-ra-market");
    expect(created).toMatchObject({
      locale: "en",
      title: "Quest of Ra reaches a new market",
      body: '<p>Body with a <a href="/games/quest-of-ra">link</a>.</p>',
      coverImage: "/images/news/quest-of-ra-market.webp",
      coverAlt: "Cover of the article",
      tags: ["release"],
      publishedAt: new Date("2026-05-05T09:00:00Z"),
    });
    expect((await stored("a-draft"))?.publishedAt).toBeNull();

    expect((await importArticleFiles(app.database.db, [file]))[0]?.outcome).toBe("unchanged");
    expect((await stored("quest-of-ra-market"))?.updatedAt).toEqual(created?.updatedAt);

    write("quest-of-ra-market.md", articleFile({ ...base, pin_news: "true" }, "A **new** body."));
    expect((await importArticleFiles(app.database.db, [file]))[0]?.outcome).toBe("updated");
    expect(await stored("quest-of-ra-market")).toMatchObject({
      pinNews: true,
      body: "<p>A <strong>new</strong> body.</p>",
    });
  });

  it("checks every file before writing anything", async () => {
    const good = write("good.md", articleFile(base));
    const bad = write("bad.md", articleFile({ ...base, title: '""' }));
    await expect(importArticleFiles(app.database.db, [good, bad])).rejects.toThrow(/bad\.md: title/);
    expect(await stored("good")).toBeUndefined();
  });

  it("refuses two files for the same article and a translation of a missing one", async () => {
    const one = write("one.md", articleFile({ ...base, slug: "same" }));
    const two = write("two.md", articleFile({ ...base, slug: "same" }));
    await expect(importArticleFiles(app.database.db, [one, two])).rejects.toThrow(
      /Two files hold the article en\/same/,
    );
    const orphan = write(
      "orphan.md",
      articleFile({ ...base, translation_of: "{ locale: en, slug: missing }" }),
    );
    const good = write("fine.md", articleFile(base));
    await expect(importArticleFiles(app.database.db, [good, orphan])).rejects.toThrow(
      /no article en\/missing/,
    );
    expect(await stored("fine")).toBeUndefined();
  });

  it("reports a bad front matter value with its file and field", async () => {
    const file = write(
      "cover.md",
      articleFile({ ...base, cover: '{ url: "javascript:alert(1)", alt: "x" }' }),
    );
    await expect(importArticleFiles(app.database.db, [file])).rejects.toThrow(/cover\.md: cover\.url/);
  });
});
