import { newsArticleResponseSchema } from "@quillspin/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import { daysAgo, insertArticle } from "../../../test/support/news-articles";
import type { App } from "../../app";
import { articles } from "./news.tables";

describe("GET /v1/news/:slug", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  beforeEach(async () => {
    const db = app.database.db;
    await insertArticle(db, { slug: "oldest", title: "Oldest" }, daysAgo(3));
    await insertArticle(
      db,
      { slug: "middle", title: "Middle", body: "<h2>Launch</h2><p>Live today.</p>" },
      daysAgo(2),
    );
    await insertArticle(db, { slug: "newest", title: "Newest" }, daysAgo(1));
    await insertArticle(db, { slug: "unfinished", title: "Unfinished" }, null);
    // The same article in German and Maltese, joined through the translation group.
    await db.execute(
      sql`insert into ${articles} (locale, slug, translation_group, title, excerpt, body, cover_image, cover_alt, author, published_at)
          select 'de', 'mitte', translation_group, 'Mitte', 'Auszug', '<p>Text</p>', cover_image, cover_alt, author, published_at
          from ${articles} where slug = 'middle'`,
    );
    await db.execute(
      sql`insert into ${articles} (locale, slug, translation_group, title, excerpt, body, cover_image, cover_alt, author, published_at)
          select 'mt', 'nofs', translation_group, 'Nofs', 'Silta', '<p>Test</p>', cover_image, cover_alt, author, null
          from ${articles} where slug = 'middle'`,
    );
  });
  afterAll(() => app.close());

  async function read(url: string) {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode, response.body).toBe(200);
    return newsArticleResponseSchema.parse(response.json()).data;
  }

  it("answers the article with its body, published localizations and neighbours", async () => {
    const article = await read("/v1/news/middle");
    expect(article).toMatchObject({
      slug: "middle",
      locale: "en",
      title: "Middle",
      body: "<h2>Launch</h2><p>Live today.</p>",
      publishedAt: daysAgo(2).toISOString(),
      localizations: [{ locale: "de", slug: "mitte" }],
      previous: { slug: "oldest", title: "Oldest", publishedAt: daysAgo(3).toISOString() },
      next: { slug: "newest", title: "Newest", publishedAt: daysAgo(1).toISOString() },
    });
  });

  it("has no previous at the oldest and no next at the newest, drafts skipped", async () => {
    expect((await read("/v1/news/oldest")).previous).toBeNull();
    const newest = await read("/v1/news/newest");
    expect(newest.next).toBeNull();
    expect(newest.previous?.slug).toBe("middle");
  });

  it("takes the locale from the query or the Language header", async () => {
    expect((await read("/v1/news/middle?locale=en")).slug).toBe("middle");
    const response = await app.inject({
      method: "GET",
      url: "/v1/news/middle",
      headers: { language: "en-GB" },
    });
    expect(response.statusCode).toBe(200);
  });

  it("answers 404 for an unknown slug, a draft and a slug of another locale", async () => {
    for (const slug of ["no-such-article", "unfinished", "mitte"]) {
      const response = await app.inject({ method: "GET", url: `/v1/news/${slug}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: "Not Found",
        message: `Article not found: ${slug}`,
      });
    }
  });

  it.each([
    ["/v1/news/Not_A_Slug", "params.slug"],
    ["/v1/news/middle?locale=xx", "querystring.locale"],
    ["/v1/news/two--hyphens", "params.slug"],
  ])("rejects %s with a message naming the parameter", async (url, name) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(`${name}:`);
  });
});
