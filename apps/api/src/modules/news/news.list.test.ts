import { newsListResponseSchema } from "@quillspin/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import { daysAgo, insertArticle } from "../../../test/support/news-articles";
import type { App } from "../../app";
import { articles } from "./news.tables";

/**
 * Six published articles a day apart (alpha newest), a draft, one scheduled for next year and one
 * in another locale; titles and bodies chosen so searches have known answers.
 */
async function seedArticles(app: App) {
  const db = app.database.db;
  await insertArticle(
    db,
    {
      slug: "alpha",
      title: "Wild Yoga Collector goes live",
      body: "<p>Lotus coins and a collector bar.</p>",
      pin_homepage: true,
    },
    daysAgo(0),
  );
  await insertArticle(
    db,
    {
      slug: "bravo",
      title: "Certification for Malta",
      excerpt: "Our RNG certified again by the laboratory.",
    },
    daysAgo(1),
  );
  await insertArticle(
    db,
    { slug: "charlie", title: "Partnership with Ravelgrid", pin_news: true, pin_homepage: true },
    daysAgo(2),
  );
  await insertArticle(
    db,
    { slug: "delta", title: "Event recap", body: "<p>We demoed <strong>Hold &amp; Win</strong> titles.</p>" },
    daysAgo(3),
  );
  await insertArticle(db, { slug: "echo", title: "Zebra crossing", pin_news: true }, daysAgo(4));
  await insertArticle(db, { slug: "foxtrot", title: "Another certification" }, daysAgo(5));
  await insertArticle(db, { slug: "draft", title: "Draft certification note" }, null);
  await insertArticle(
    db,
    { slug: "scheduled", title: "Scheduled certification note" },
    new Date(Date.now() + 365 * 24 * 3600 * 1000),
  );
  await db.execute(
    sql`insert into ${articles} (locale, slug, title, excerpt, body, cover_image, cover_alt, author, published_at)
        values ('de', 'golf', 'Zertifizierung', 'Auszug', '<p>Text</p>', '/images/news/golf.webp', 'Bild', 'Redaktion', now() - interval '1 day')`,
  );
}

describe("GET /v1/news", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  beforeEach(() => seedArticles(app));
  afterAll(() => app.close());

  async function list(query: string, headers: Record<string, string> = {}) {
    const response = await app.inject({ method: "GET", url: `/v1/news?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return newsListResponseSchema.parse(response.json());
  }
  const slugs = async (query: string) => (await list(query)).data.map((article) => article.slug);

  async function rejected(query: string) {
    const response = await app.inject({ method: "GET", url: `/v1/news?${query}` });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: "Bad Request" });
    return response.json().message as string;
  }

  describe("paging", () => {
    it("lists published articles newest first, twelve to a page by default", async () => {
      const body = await list("");
      expect(body.meta).toEqual({ page: 1, limit: 12, total: 6 });
      expect(body.data.map((article) => article.slug)).toEqual([
        "alpha",
        "bravo",
        "charlie",
        "delta",
        "echo",
        "foxtrot",
      ]);
    });

    it("pages with page and limit, counting every match", async () => {
      const body = await list("page=2&limit=4");
      expect(body.meta).toEqual({ page: 2, limit: 4, total: 6 });
      expect(body.data.map((article) => article.slug)).toEqual(["echo", "foxtrot"]);
    });

    it("answers an empty page past the end with the full total", async () => {
      const body = await list("page=5&limit=2");
      expect(body.meta).toEqual({ page: 5, limit: 2, total: 6 });
      expect(body.data).toEqual([]);
    });

    it("accepts limits from 1 to 50", async () => {
      expect((await list("limit=1")).data).toHaveLength(1);
      expect((await list("limit=50")).meta.limit).toBe(50);
    });
  });

  describe("list items", () => {
    it("carry the article's fields and its localizations, never the body", async () => {
      const { data } = await list("limit=1");
      expect(data[0]).toEqual({
        id: expect.any(String),
        locale: "en",
        slug: "alpha",
        title: "Wild Yoga Collector goes live",
        excerpt: "The excerpt of alpha, long enough to pass.",
        cover: { url: "/images/news/alpha.webp", alt: "Cover of alpha" },
        tags: [],
        author: "Newsroom",
        pin_homepage: true,
        pin_news: false,
        publishedAt: daysAgo(0).toISOString(),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        localizations: [],
      });
      expect(data[0]).not.toHaveProperty("body");
    });
  });

  describe("drafts", () => {
    it("hides drafts and articles scheduled for later from every list and search", async () => {
      expect(await slugs("limit=50")).not.toContain("draft");
      expect(await slugs("limit=50")).not.toContain("scheduled");
      expect(await slugs("search=certification")).toEqual(["bravo", "foxtrot"]);
    });
  });

  describe("search", () => {
    it("matches words of the title, excerpt and body", async () => {
      expect(await slugs("search=yoga")).toEqual(["alpha"]);
      expect(await slugs("search=laboratory")).toEqual(["bravo"]);
      expect(await slugs("search=lotus")).toEqual(["alpha"]);
      expect(await slugs("search=hold%20win")).toEqual(["delta"]);
    });

    it("finds words by their stem, and the last word also by its beginning", async () => {
      expect(await slugs("search=certif")).toEqual(["bravo", "foxtrot"]);
      expect(await slugs("search=certifications")).toEqual(["bravo", "foxtrot"]);
      expect(await slugs("search=certified")).toEqual(["bravo"]);
      expect(await slugs("search=partner")).toEqual(["charlie"]);
      expect(await slugs("search=hold%20wi")).toEqual(["delta"]);
      expect(await slugs("search=hol%20win")).toEqual([]);
    });

    it("lists matches newest first without a sort, wherever the words are", async () => {
      await insertArticle(
        app.database.db,
        { slug: "hotel", title: "Quarterly report", body: "<p>One laboratory visit.</p>" },
        daysAgo(10),
      );
      await insertArticle(app.database.db, { slug: "india", title: "Laboratory open day" }, daysAgo(20));
      expect(await slugs("search=laboratory")).toEqual(["bravo", "hotel", "india"]);
    });

    it("covers the 1,000 most recent matches of a search, in any order", async () => {
      const rows = Array.from({ length: 1_001 }, (_, index) => ({
        locale: "en",
        slug: `archive-${index}`,
        title: `Archive note ${index}`,
        excerpt: "From the archive.",
        body: "<p>Archive.</p>",
        coverImage: "/images/news/archive.webp",
        coverAlt: "Archive",
        author: "Newsroom",
        publishedAt: daysAgo(100 + index),
      }));
      await app.database.db.insert(articles).values(rows);
      const first = await list("search=archive&limit=10");
      expect(first.meta.total).toBe(1_000);
      expect(first.data.map((article) => article.slug)).toEqual(
        Array.from({ length: 10 }, (_, index) => `archive-${index}`),
      );
      expect((await list("search=archive&limit=10&page=100")).data).toHaveLength(10);
      expect((await list("search=archive&limit=10&page=101")).data).toHaveLength(0);
      const across = await list("search=archive&limit=30&page=34");
      expect(across.data.map((article) => article.slug)).toEqual(
        Array.from({ length: 10 }, (_, index) => `archive-${990 + index}`),
      );
      expect((await list("limit=10")).meta.total).toBe(1_007);
      expect(await slugs("search=archive&order_by=asc&limit=1")).toEqual(["archive-999"]);
      expect(await slugs("search=archive&sort_by=title&limit=2")).toEqual(["archive-0", "archive-1"]);
    });

    it("reads web-search syntax: quoted phrases and excluded words", async () => {
      expect(await slugs("search=%22another%20certification%22")).toEqual(["foxtrot"]);
      expect(await slugs("search=certification%20-another")).toEqual(["bravo"]);
    });

    it("combines with sorting, filters and paging", async () => {
      const body = await list("search=certification&sort_by=title&order_by=asc&limit=1");
      expect(body.meta.total).toBe(2);
      expect(body.data.map((article) => article.slug)).toEqual(["foxtrot"]);
    });

    it("treats an empty search as none and finds nothing for unknown words", async () => {
      expect((await list("search=")).meta.total).toBe(6);
      expect((await list("search=%20%20")).meta.total).toBe(6);
      expect(await slugs("search=zzzqqq")).toEqual([]);
    });

    it("uses the full-text index", async () => {
      const plan = await app.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = await tx.execute(
          sql`explain select id from ${articles} where ${articles.search} @@ to_tsquery('english', 'certif:*')`,
        );
        return JSON.stringify(rows);
      });
      expect(plan).toContain("articles_search_idx");
    });
  });

  describe("filters", () => {
    it("pin_homepage and pin_news keep pinned (true) or unpinned (false) articles", async () => {
      expect(await slugs("pin_homepage=true")).toEqual(["alpha", "charlie"]);
      expect(await slugs("pin_homepage=1")).toEqual(["alpha", "charlie"]);
      expect(await slugs("pin_news=true")).toEqual(["charlie", "echo"]);
      expect(await slugs("pin_news=false")).toEqual(["alpha", "bravo", "delta", "foxtrot"]);
      expect(await slugs("pin_news=0&pin_homepage=true")).toEqual(["alpha"]);
    });

    it("lang picks the locale, the Language header is the default", async () => {
      expect(await slugs("lang=en&limit=1")).toEqual(["alpha"]);
      const german = await app.inject({ method: "GET", url: "/v1/news?lang=de" });
      expect(german.statusCode).toBe(400);
      expect((await list("", { language: "fr, en;q=0.5" })).meta.total).toBe(6);
    });
  });

  describe("sorting", () => {
    it("sort_by publishedAt with order_by asc or desc", async () => {
      expect(await slugs("sort_by=publishedAt&order_by=asc")).toEqual([
        "foxtrot",
        "echo",
        "delta",
        "charlie",
        "bravo",
        "alpha",
      ]);
      expect(await slugs("sort_by=publishedAt&order_by=desc&limit=2")).toEqual(["alpha", "bravo"]);
      expect(await slugs("order_by=asc&limit=1")).toEqual(["foxtrot"]);
    });

    it("sort_by title, A-Z by default and Z-A on request, ignoring case", async () => {
      expect(await slugs("sort_by=title")).toEqual(["foxtrot", "bravo", "delta", "charlie", "alpha", "echo"]);
      expect(await slugs("sort_by=title&order_by=desc&limit=2")).toEqual(["echo", "alpha"]);
    });
  });

  describe("validation", () => {
    it.each([
      ["page=0", "querystring.page"],
      ["page=abc", "querystring.page"],
      ["page=1.5", "querystring.page"],
      ["limit=0", "querystring.limit"],
      ["limit=51", "querystring.limit"],
      ["limit=ten", "querystring.limit"],
      ["pin_homepage=yes", "querystring.pin_homepage"],
      ["pin_news=maybe", "querystring.pin_news"],
      ["sort_by=author", "querystring.sort_by"],
      ["order_by=up", "querystring.order_by"],
      ["lang=xx", "querystring.lang"],
      [`search=${"a".repeat(201)}`, "querystring.search"],
      ["page=1&page=2", "querystring.page"],
    ])("rejects %s with a message naming the parameter", async (query, name) => {
      expect(await rejected(query)).toContain(`${name}:`);
    });
  });
});
