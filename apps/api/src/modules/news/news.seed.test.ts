import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { featureSummaries, gameSummaries } from "@quillspin/content";
import { newsListResponseSchema } from "@quillspin/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import type { App } from "../../app";
import { articleFilesIn, defaultNewsFolder, readArticleFile } from "./article-files";
import { updateArticle } from "./news.editing";
import { seedNews } from "./news.seed";
import { articles } from "./news.tables";

const folder = defaultNewsFolder();
const files = folder ? articleFilesIn(folder).map(readArticleFile) : [];
const publicDir = path.resolve(folder ?? ".", "..", "..", "apps", "web", "public");

describe("the studio's articles in content/news", () => {
  it("are found from the module and hold at least twelve valid articles", () => {
    expect(folder).toBeDefined();
    expect(files.length).toBeGreaterThanOrEqual(12);
    expect(new Set(files.map((file) => file.input.slug)).size).toBe(files.length);
  });

  it("are published, dated in the past, with a cover image at 1x and 2x", () => {
    for (const { file, input, publishedAt } of files) {
      expect(publishedAt, file).not.toBeNull();
      expect(publishedAt?.getTime(), file).toBeLessThan(Date.now());
      expect(input.cover.url, file).toBe(`/images/news/${input.slug}.webp`);
      expect(existsSync(path.join(publicDir, input.cover.url)), `${input.cover.url} exists`).toBe(true);
      expect(existsSync(path.join(publicDir, `/images/news/${input.slug}@2x.webp`)), file).toBe(true);
    }
  });

  it("link only to pages that exist", () => {
    const pages = new Set([
      "/roadmap",
      ...gameSummaries.map((game) => `/games/${game.slug}`),
      ...featureSummaries.map((feature) => `/features/${feature.slug}`),
      ...files.map((file) => `/news/${file.input.slug}`),
    ]);
    for (const { file, input } of files) {
      for (const [, href] of (input.body ?? "").matchAll(/href="([^"]+)"/g)) {
        if (href?.startsWith("/")) expect(pages.has(href), `${file} links to ${href}`).toBe(true);
        else expect(href, file).toMatch(/^mailto:[a-z]+@quillspin\.games$/);
      }
    }
  });

  it("include releases of catalogue games, partnerships, events and certifications", () => {
    const tags = new Set(files.flatMap((file) => file.input.tags));
    for (const tag of ["release", "partnership", "event", "certification"]) expect(tags).toContain(tag);
  });
});

describe("seedNews", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("adds every article once and leaves them alone on later runs", async () => {
    expect(await seedNews(app.database.db)).toEqual({ added: files.length });
    expect(await seedNews(app.database.db)).toEqual({ added: 0 });
    const response = await app.inject({ method: "GET", url: "/v1/news?limit=50" });
    const body = newsListResponseSchema.parse(response.json());
    expect(body.meta.total).toBe(files.length);
    const newest = [...files].sort(
      (a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0),
    );
    expect(body.data.map((article) => article.slug)).toEqual(newest.map((file) => file.input.slug));
  });

  it("never overwrites an article an editor changed, and restores only missing ones", async () => {
    await seedNews(app.database.db);
    const [first, second] = files;
    if (!first || !second) throw new Error("the content folder needs articles");
    const [row] = await app.database.db.select().from(articles).where(eq(articles.slug, first.input.slug));
    await updateArticle(app.database.db, row?.id ?? "", { title: "Edited by the newsroom" });
    await app.database.db.delete(articles).where(eq(articles.slug, second.input.slug));

    expect(await seedNews(app.database.db)).toEqual({ added: 1 });
    const [edited] = await app.database.db.select().from(articles).where(eq(articles.slug, first.input.slug));
    expect(edited?.title).toBe("Edited by the newsroom");
  });

  it("stores the bodies sanitised, with their dates as created and updated times", async () => {
    await seedNews(app.database.db);
    const rows = await app.database.db.select().from(articles);
    for (const row of rows) {
      expect(row.body).not.toMatch(/<script|\son\w+=/i);
      expect(row.createdAt.getTime()).toBe(row.publishedAt?.getTime());
    }
  });

  it("does nothing with a folder that holds no articles", async () => {
    const empty = mkdtempSync(path.join(tmpdir(), "quillspin-news-"));
    expect(await seedNews(app.database.db, empty)).toEqual({ added: 0 });
    rmSync(empty, { recursive: true });
  });
});
