import { newsEditorArticleResponseSchema, newsListResponseSchema } from "@quillspin/contracts";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, testApiEnv } from "../../../test/app";
import { anotherInstanceDatabase } from "../../../test/database";
import { signedIn } from "../../../test/support/accounts";
import { articleInput } from "../../../test/support/news-articles";
import { type App, build } from "../../app";
import { loadApiConfig } from "../../config/env";
import type { Database } from "../../db/database";
import { auditEvents } from "../audit/audit.tables";
import { createArticle } from "./news.editing";
import { publishDueArticles, schedulePublication } from "./news.publication";
import { articles } from "./news.tables";

const quietLog = { info: () => {}, error: () => {} };

describe("scheduled publication", () => {
  let first: App;
  let second: App;
  let secondDatabase: Database;
  beforeAll(async () => {
    first = await buildTestApp();
    // A second API instance: its own connection pool on the same database (PostgreSQL project).
    secondDatabase = await anotherInstanceDatabase();
    second = await build({ config: loadApiConfig(testApiEnv()), database: secondDatabase, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    if (secondDatabase !== first.database) await secondDatabase.close();
    await first.close();
  });

  const publicSlugs = async (app: App) =>
    newsListResponseSchema
      .parse((await app.inject({ method: "GET", url: "/v1/news?limit=50" })).json())
      .data.map((article) => article.slug);

  async function scheduled(slugs: string[], at: Date) {
    const rows = [];
    for (const slug of slugs) {
      const row = await createArticle(first.database.db, articleInput({ slug }));
      await first.database.db.update(articles).set({ scheduledFor: at }).where(eq(articles.id, row.id));
      rows.push(row.id);
    }
    return rows;
  }

  async function publications(ids: string[]) {
    return first.database.db
      .select({ subjectId: auditEvents.subjectId })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "news.publish-scheduled"), inArray(auditEvents.subjectId, ids)));
  }

  it("keeps a scheduled article off the public lists until the worker publishes it at its time", async () => {
    const { headers } = await signedIn(first, { role: "editor" });
    const created = await first.inject({
      method: "POST",
      url: "/v1/admin/news",
      headers,
      payload: { ...articleInput({ slug: "due-soon" }) },
    });
    const { id } = newsEditorArticleResponseSchema.parse(created.json()).data;
    const at = new Date(Date.now() + 1_500);
    const answer = await first.inject({
      method: "POST",
      url: `/v1/admin/news/${id}/publish`,
      headers,
      payload: { publishedAt: at.toISOString() },
    });
    expect(answer.json().data).toMatchObject({ status: "scheduled", publishedAt: null });
    expect(await publicSlugs(first)).not.toContain("due-soon");

    expect(await publishDueArticles(first.database.db)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(await publishDueArticles(second.database.db)).toEqual([id]);
    expect(await publicSlugs(first)).toContain("due-soon");
    const stored = await first.inject({ method: "GET", url: `/v1/admin/news/${id}`, headers });
    expect(stored.json().data).toMatchObject({
      status: "published",
      publishedAt: at.toISOString(),
      scheduledFor: null,
    });
  });

  it("publishes and logs each due article exactly once when two instances race for it", async () => {
    const ids = await scheduled(
      Array.from({ length: 30 }, (_, index) => `race-${index}`),
      new Date(Date.now() - 1_000),
    );
    const rounds = await Promise.all(
      Array.from({ length: 6 }, (_, index) => publishDueArticles((index % 2 ? second : first).database.db)),
    );
    const published = rounds.flat();
    expect(published.sort()).toEqual([...ids].sort());
    expect(new Set(published).size).toBe(ids.length);
    const logged = await publications(ids);
    expect(logged.map((event) => event.subjectId).sort()).toEqual([...ids].sort());
  });

  it("runs on every instance, and the two schedules together publish each article once", async () => {
    const ids = await scheduled(
      Array.from({ length: 10 }, (_, index) => `both-${index}`),
      new Date(Date.now() + 300),
    );
    const schedules = [
      schedulePublication(first.database.db, quietLog, { intervalMs: 50 }),
      schedulePublication(second.database.db, quietLog, { intervalMs: 50 }),
    ];
    try {
      const deadline = Date.now() + 10_000;
      while ((await publications(ids)).length < ids.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // A few more rounds of both workers, which must find nothing left to do.
      await new Promise((resolve) => setTimeout(resolve, 400));
    } finally {
      await Promise.all(schedules.map((schedule) => schedule.stop()));
    }
    expect((await publications(ids)).length).toBe(ids.length);
    const slugs = await publicSlugs(second);
    for (let index = 0; index < 10; index++) expect(slugs).toContain(`both-${index}`);
  });
});
