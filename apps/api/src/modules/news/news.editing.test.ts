import {
  newsContentListResponseSchema,
  newsEditorArticleResponseSchema,
  newsEditorListResponseSchema,
  newsListResponseSchema,
} from "@quillspin/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import { signedIn } from "../../../test/support/accounts";
import type { App } from "../../app";

const draft = {
  locale: "en",
  slug: "koi-lantern-launch",
  title: "Koi Lantern Hold & Win is live",
  excerpt: "Lantern coins lock in place and reset the respins.",
  body: '<p>Out today.</p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a>',
  cover: { url: "/images/news/koi-lantern-launch.webp", alt: "Key art of Koi Lantern Hold & Win" },
  tags: ["release"],
  author: "Quillspin Newsroom",
};

describe("news editing routes", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const editor = () => signedIn(app, { role: "editor" });

  async function create(headers: Record<string, string>, body: object = draft) {
    const response = await app.inject({ method: "POST", url: "/v1/admin/news", headers, payload: body });
    expect(response.statusCode, response.body).toBe(201);
    return newsEditorArticleResponseSchema.parse(response.json()).data;
  }

  const publicSlugs = async () =>
    newsListResponseSchema
      .parse((await app.inject({ method: "GET", url: "/v1/news" })).json())
      .data.map((article) => article.slug);

  describe("role checks", () => {
    const routes = [
      { method: "GET", url: "/v1/admin/news" },
      { method: "POST", url: "/v1/admin/news", payload: draft },
      { method: "GET", url: "/v1/admin/news/7f1c2a52-5a0e-4f57-9d1d-1f0f2a3b4c5d" },
      {
        method: "PATCH",
        url: "/v1/admin/news/7f1c2a52-5a0e-4f57-9d1d-1f0f2a3b4c5d",
        payload: { title: "New", expectedUpdatedAt: "2026-01-01T00:00:00.000Z" },
      },
      { method: "POST", url: "/v1/admin/news/7f1c2a52-5a0e-4f57-9d1d-1f0f2a3b4c5d/publish" },
      { method: "POST", url: "/v1/admin/news/7f1c2a52-5a0e-4f57-9d1d-1f0f2a3b4c5d/unpublish" },
      { method: "DELETE", url: "/v1/admin/news/7f1c2a52-5a0e-4f57-9d1d-1f0f2a3b4c5d" },
    ] as const;

    it.each(routes)("$method $url answers 401 without a token, even with a bad body", async (route) => {
      const response = await app.inject({
        ...route,
        payload: "payload" in route ? { nonsense: true } : undefined,
      });
      expect(response.statusCode).toBe(401);
      const bad = await app.inject({ ...route, headers: { authorization: "Bearer not-a-token" } });
      expect(bad.statusCode).toBe(401);
    });

    it.each(routes)("$method $url answers 403 to a partner", async (route) => {
      const { headers } = await signedIn(app, { role: "partner" });
      const response = await app.inject({ ...route, headers });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe("Only editor or admin accounts can use this.");
    });

    it("lets admins edit as well as editors", async () => {
      const { headers } = await signedIn(app, { role: "admin" });
      expect((await create(headers, { ...draft, slug: "by-an-admin" })).slug).toBe("by-an-admin");
    });
  });

  describe("the life of an article", () => {
    it("creates a hidden draft, publishes it, edits it, unpublishes it and deletes it", async () => {
      const { headers } = await editor();
      const article = await create(headers);
      expect(article).toMatchObject({
        slug: draft.slug,
        publishedAt: null,
        pin_news: false,
        tags: ["release"],
      });
      expect(await publicSlugs()).not.toContain(draft.slug);
      expect((await app.inject({ method: "GET", url: `/v1/news/${draft.slug}` })).statusCode).toBe(404);

      const published = await app.inject({
        method: "POST",
        url: `/v1/admin/news/${article.id}/publish`,
        headers,
      });
      expect(published.statusCode, published.body).toBe(200);
      expect(published.json().data.publishedAt).not.toBeNull();
      expect(await publicSlugs()).toContain(draft.slug);
      const recent = newsContentListResponseSchema.parse(
        (
          await app.inject({ method: "GET", url: "/v1/articles?sort=publishedAt:desc&pagination[limit]=6" })
        ).json(),
      );
      expect(recent.data[0]?.slug).toBe(draft.slug);

      const edited = await app.inject({
        method: "PATCH",
        url: `/v1/admin/news/${article.id}`,
        headers,
        payload: {
          expectedUpdatedAt: published.json().data.updatedAt,
          title: "Koi Lantern: now in every lobby",
          pin_news: true,
          body: "<p>New <em>text</em>.</p>",
        },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const detail = await app.inject({ method: "GET", url: `/v1/news/${draft.slug}` });
      expect(detail.json().data).toMatchObject({
        title: "Koi Lantern: now in every lobby",
        pin_news: true,
        body: "<p>New <em>text</em>.</p>",
      });

      const unpublished = await app.inject({
        method: "POST",
        url: `/v1/admin/news/${article.id}/unpublish`,
        headers,
      });
      expect(unpublished.json().data.publishedAt).toBeNull();
      expect(await publicSlugs()).not.toContain(draft.slug);

      const deleted = await app.inject({ method: "DELETE", url: `/v1/admin/news/${article.id}`, headers });
      expect(deleted.statusCode).toBe(204);
      const gone = await app.inject({ method: "GET", url: `/v1/admin/news/${article.id}`, headers });
      expect(gone.statusCode).toBe(404);
    });

    it("schedules an article for a future time, hidden until then", async () => {
      const { headers } = await editor();
      const article = await create(headers);
      const later = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
      const response = await app.inject({
        method: "POST",
        url: `/v1/admin/news/${article.id}/publish`,
        headers,
        payload: { publishedAt: later },
      });
      expect(response.json().data).toMatchObject({
        publishedAt: null,
        scheduledFor: later,
        status: "scheduled",
      });
      expect(await publicSlugs()).not.toContain(draft.slug);
      const scheduled = await app.inject({ method: "GET", url: "/v1/admin/news?status=scheduled", headers });
      expect(newsEditorListResponseSchema.parse(scheduled.json()).data.map((item) => item.slug)).toEqual([
        draft.slug,
      ]);
    });

    it("lists drafts for editors with their status filter", async () => {
      const { headers } = await editor();
      await create(headers, { ...draft, slug: "still-a-draft" });
      const live = await create(headers, { ...draft, slug: "already-live" });
      await app.inject({ method: "POST", url: `/v1/admin/news/${live.id}/publish`, headers });
      const list = async (status: string) =>
        newsEditorListResponseSchema
          .parse(
            (await app.inject({ method: "GET", url: `/v1/admin/news?status=${status}`, headers })).json(),
          )
          .data.map((item) => item.slug);
      expect(await list("draft")).toEqual(["still-a-draft"]);
      expect(await list("published")).toEqual(["already-live"]);
      expect((await list("all")).sort()).toEqual(["already-live", "still-a-draft"]);
    });
  });

  describe("drafts (issue 29)", () => {
    it("saves a draft from a title alone: the slug follows the title, the author is whoever saves it", async () => {
      const { headers, account } = await editor();
      const first = await create(headers, { title: "Harbour Lights: a first look!" });
      expect(first).toMatchObject({
        slug: "harbour-lights-a-first-look",
        author: account.name,
        status: "draft",
        cover: { url: "", alt: "" },
        excerpt: "",
      });
      const second = await create(headers, { title: "Harbour Lights, a first look" });
      expect(second.slug).toBe("harbour-lights-a-first-look-2");
      const check = await app.inject({
        method: "GET",
        url: "/v1/admin/news/slug-check?title=Harbour%20Lights%3A%20a%20first%20look",
        headers,
      });
      expect(check.json().data).toEqual({
        slug: "harbour-lights-a-first-look",
        available: false,
        suggestion: "harbour-lights-a-first-look-3",
      });
      const own = await app.inject({
        method: "GET",
        url: `/v1/admin/news/slug-check?slug=harbour-lights-a-first-look&id=${first.id}`,
        headers,
      });
      expect(own.json().data.available).toBe(true);
    });

    it("answers a draft without a title in plain English", async () => {
      const { headers } = await editor();
      const response = await app.inject({ method: "POST", url: "/v1/admin/news", headers, payload: {} });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("body.title: Give the article a title of at least 3 characters");
    });

    it("asks for the cover, its description, a summary and text only to publish or schedule", async () => {
      const { headers } = await editor();
      const article = await create(headers, { title: "Coverless for now" });
      for (const body of [{}, { publishedAt: new Date(Date.now() + 3_600_000).toISOString() }]) {
        const refused = await app.inject({
          method: "POST",
          url: `/v1/admin/news/${article.id}/publish`,
          headers,
          payload: body,
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe(
          "body.cover.url: A cover is needed to publish or schedule: upload one, drop one here or pick an earlier one; body.cover.alt: Describe the cover (alt text) to publish or schedule; body.excerpt: Write a summary of at least 10 characters to publish or schedule; body.markdown: Write the article's text to publish or schedule",
        );
      }
      const saved = await app.inject({
        method: "PATCH",
        url: `/v1/admin/news/${article.id}`,
        headers,
        payload: {
          expectedUpdatedAt: article.updatedAt,
          excerpt: "A summary long enough to publish.",
          markdown: "Text.",
          cover: { url: "/images/news/koi-lantern-launch.webp", alt: "Key art" },
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const published = await app.inject({
        method: "POST",
        url: `/v1/admin/news/${article.id}/publish`,
        headers,
      });
      expect(published.statusCode, published.body).toBe(200);
      const stripped = await app.inject({
        method: "PATCH",
        url: `/v1/admin/news/${article.id}`,
        headers,
        payload: { expectedUpdatedAt: published.json().data.updatedAt, cover: { url: "", alt: "" } },
      });
      expect(stripped.statusCode).toBe(400);
      expect(stripped.json().message).toMatch(/^body\.cover\.url: A cover is needed to publish or schedule/);
    });
  });

  describe("what editors send", () => {
    it("stores the body sanitised: no script, handler or javascript: URL survives", async () => {
      const { headers } = await editor();
      const article = await create(headers);
      expect(article.body).toBe("<p>Out today.</p><a>x</a>");
    });

    it("refuses a slug already taken in the locale (409) and unknown articles (404)", async () => {
      const { headers } = await editor();
      await create(headers);
      const again = await app.inject({ method: "POST", url: "/v1/admin/news", headers, payload: draft });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(
        `Another article in en already has the address ${draft.slug}: choose another`,
      );
      const missing = await app.inject({
        method: "PATCH",
        url: "/v1/admin/news/7f1c2a52-5a0e-4f57-9d1d-1f0f2a3b4c5d",
        headers,
        payload: { title: "Nothing here", expectedUpdatedAt: new Date().toISOString() },
      });
      expect(missing.statusCode).toBe(404);
    });

    it("refuses renaming onto a slug that is taken", async () => {
      const { headers } = await editor();
      await create(headers, { ...draft, slug: "first" });
      const second = await create(headers, { ...draft, slug: "second" });
      const response = await app.inject({
        method: "PATCH",
        url: `/v1/admin/news/${second.id}`,
        headers,
        payload: { slug: "first", expectedUpdatedAt: second.updatedAt },
      });
      expect(response.statusCode).toBe(409);
    });

    it.each([
      [{ ...draft, slug: "Not A Slug" }, "body.slug"],
      [{ ...draft, title: "" }, "body.title"],
      [{ ...draft, locale: "xx" }, "body.locale"],
      [{ ...draft, cover: { url: "javascript:alert(1)", alt: "Cover" } }, "body.cover.url"],
      // Covers come from the studio's own storage only: no reader's browser loads a third party's image.
      [{ ...draft, cover: { url: "https://cdn.example.com/cover.webp", alt: "Cover" } }, "body.cover.url"],
      [{ ...draft, cover: { url: "/images/games/quest-of-ra/card.webp", alt: "Cover" } }, "body.cover.url"],
      [
        { ...draft, cover: { url: "/images/news/uploads/not-an-upload.webp", alt: "Cover" } },
        "body.cover.url",
      ],
      [{ ...draft, tags: "release" }, "body.tags"],
    ])("rejects a malformed field with a message naming it (%#)", async (payload, name) => {
      const { headers } = await editor();
      const response = await app.inject({ method: "POST", url: "/v1/admin/news", headers, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(`${name}:`);
    });

    it("rejects a bad id and a bad publication time", async () => {
      const { headers } = await editor();
      const badId = await app.inject({ method: "POST", url: "/v1/admin/news/42/publish", headers });
      expect(badId.json().message).toContain("params.id:");
      const article = await create(headers);
      const badTime = await app.inject({
        method: "POST",
        url: `/v1/admin/news/${article.id}/publish`,
        headers,
        payload: { publishedAt: "tomorrow" },
      });
      expect(badTime.statusCode).toBe(400);
      expect(badTime.json().message).toContain("body.publishedAt:");
    });
  });
});
