import { newsContentListResponseSchema, newsListResponseSchema } from "@quillspin/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import { daysAgo, insertArticle } from "../../../test/support/news-articles";
import type { App } from "../../app";

const SLUGS = ["one", "two", "three", "four", "five", "six", "seven", "eight"];

describe.each(["/v1/news", "/v1/articles"])("%s in the content-API style", (path) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  beforeEach(async () => {
    for (const [index, slug] of SLUGS.entries()) {
      await insertArticle(
        app.database.db,
        { slug, title: `Title ${String.fromCharCode(90 - index)}` },
        daysAgo(index),
      );
    }
    await insertArticle(app.database.db, { slug: "unpublished" }, null);
  });
  afterAll(() => app.close());

  async function list(query: string) {
    const response = await app.inject({ method: "GET", url: `${path}?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return newsContentListResponseSchema.parse(response.json());
  }

  it("answers the home page's call: the six most recent, with pagination meta", async () => {
    const body = await list("sort=publishedAt:desc&pagination[limit]=6");
    expect(body.data.map((article) => article.slug)).toEqual(SLUGS.slice(0, 6));
    expect(body.meta).toEqual({ pagination: { page: 1, pageSize: 6, pageCount: 2, total: 8 } });
  });

  it("takes the brackets percent-encoded as browsers send them", async () => {
    const body = await list("sort=publishedAt%3Adesc&pagination%5Blimit%5D=3&locale=en");
    expect(body.data.map((article) => article.slug)).toEqual(SLUGS.slice(0, 3));
  });

  it("pages with pagination[page] and pagination[pageSize]", async () => {
    const body = await list("pagination[page]=2&pagination[pageSize]=3");
    expect(body.data.map((article) => article.slug)).toEqual(SLUGS.slice(3, 6));
    expect(body.meta.pagination).toEqual({ page: 2, pageSize: 3, pageCount: 3, total: 8 });
  });

  it("sorts ascending, by title, and with the filters of the classic style", async () => {
    expect((await list("sort=publishedAt:asc&pagination[limit]=2")).data.map((a) => a.slug)).toEqual([
      "eight",
      "seven",
    ]);
    expect((await list("sort=title:asc&pagination[limit]=2")).data.map((a) => a.slug)).toEqual([
      "eight",
      "seven",
    ]);
    expect((await list("sort=title&pagination[limit]=1")).data.map((a) => a.slug)).toEqual(["eight"]);
    expect((await list("sort=publishedAt:desc&search=title%20z")).data.map((a) => a.slug)).toEqual(["one"]);
  });

  it("takes the locale parameter", async () => {
    expect((await list("locale=en")).meta.pagination.total).toBe(8);
  });

  it.each([
    ["sort=author:desc", "querystring.sort"],
    ["sort=publishedAt:sideways", "querystring.sort"],
    ["pagination[limit]=0", "querystring.pagination[limit]"],
    ["pagination[limit]=51", "querystring.pagination[limit]"],
    ["pagination[pageSize]=x", "querystring.pagination[pageSize]"],
    ["pagination[page]=0", "querystring.pagination[page]"],
    ["locale=klingon", "querystring.locale"],
    ["pagination[pageSize]=5&pagination[limit]=5", "querystring.pagination[limit]"],
    ["sort=publishedAt:desc&page=2", "querystring.sort"],
    ["pagination[limit]=6&limit=6", "querystring.pagination[limit]"],
  ])("rejects %s with a message naming the parameter", async (query, name) => {
    const response = await app.inject({ method: "GET", url: `${path}?${query}` });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(`${name}:`);
  });
});

describe("GET /v1/articles", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  beforeEach(() => insertArticle(app.database.db, { slug: "only" }));
  afterAll(() => app.close());

  it("answers the content-API shape even without content-API parameters", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/articles" });
    expect(newsContentListResponseSchema.parse(response.json()).meta.pagination).toEqual({
      page: 1,
      pageSize: 12,
      pageCount: 1,
      total: 1,
    });
  });

  it("while /v1/news without them answers the classic shape", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/news" });
    expect(newsListResponseSchema.parse(response.json()).meta).toEqual({ page: 1, limit: 12, total: 1 });
  });
});
