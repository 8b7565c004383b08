import { CONTENT_CHANGED_CHANNEL } from "@quillspin/contracts";
import { eq } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import { signedIn } from "../../../test/support/accounts";
import type { App } from "../../app";
import { schedulePublication } from "../news/news.publication";
import { articles } from "../news/news.tables";

const redisUrl = process.env.TEST_REDIS_URL;
const BARRIER = "quillspin:test-barrier";

/**
 * The announcements the sites' page caches listen for (decision 0025): every change made on the news
 * desk or the roadmap, and every scheduled publication, is announced before its answer leaves.
 */
describe.skipIf(!redisUrl)("content change announcements", () => {
  let app: App;
  let publisher: Redis;
  let subscriber: Redis;
  const heard: string[] = [];

  beforeAll(async () => {
    // Without a key prefix: channels are shared by the whole Redis server, as the sites see them.
    publisher = new Redis(redisUrl as string);
    subscriber = new Redis(redisUrl as string);
    await subscriber.subscribe(CONTENT_CHANGED_CHANNEL, BARRIER);
    subscriber.on("message", (channel: string, message: string) => {
      if (channel === CONTENT_CHANGED_CHANNEL) heard.push(message);
    });
    app = await buildTestApp({}, undefined, publisher);
  });
  afterAll(async () => {
    await app.close();
    publisher.disconnect();
    subscriber.disconnect();
  });

  /**
   * Redis delivers one subscriber's messages in the order they were published: a marker published
   * after everything else arrives after it.
   */
  async function drain(): Promise<void> {
    const marker = `drained ${Math.random()}`;
    const arrived = new Promise<void>((resolve) => {
      const listener = (channel: string, message: string) => {
        if (channel !== BARRIER || message !== marker) return;
        subscriber.off("message", listener);
        resolve();
      };
      subscriber.on("message", listener);
    });
    await publisher.publish(BARRIER, marker);
    await arrived;
  }

  /** The announcements `action` caused, and nothing sent before it. */
  async function announcedBy(action: () => Promise<unknown>): Promise<string[]> {
    await drain();
    heard.length = 0;
    await action();
    await drain();
    return [...heard];
  }

  it("announces news desk changes, not reads, previews or refusals", async () => {
    const { headers } = await signedIn(app, { role: "editor" });
    const news = JSON.stringify({ topic: "news" });
    let id = "";
    expect(
      await announcedBy(async () => {
        const created = await app.inject({
          method: "POST",
          url: "/v1/admin/news",
          headers,
          payload: {
            locale: "en",
            slug: "announced-article",
            title: "An announced article",
            excerpt: "Every site hears of it.",
            body: "<p>Now.</p>",
            cover: { url: "/images/news/koi-lantern-launch.webp", alt: "Key art" },
            tags: ["release"],
            author: "Quillspin Newsroom",
          },
        });
        expect(created.statusCode, created.body).toBe(201);
        id = created.json().data.id;
      }),
    ).toEqual([news]);
    const publish = () => app.inject({ method: "POST", url: `/v1/admin/news/${id}/publish`, headers });
    expect(await announcedBy(publish)).toEqual([news]);
    expect(
      await announcedBy(() => app.inject({ method: "POST", url: `/v1/admin/news/${id}/unpublish`, headers })),
    ).toEqual([news]);
    expect(await announcedBy(() => app.inject({ method: "GET", url: "/v1/admin/news", headers }))).toEqual(
      [],
    );
    expect(
      await announcedBy(() =>
        app.inject({ method: "POST", url: "/v1/admin/news/preview", headers, payload: { markdown: "Hi" } }),
      ),
    ).toEqual([]);
    expect(
      await announcedBy(() => app.inject({ method: "POST", url: "/v1/admin/news", headers, payload: {} })),
    ).toEqual([]);
  });

  it("announces roadmap changes", async () => {
    const { headers } = await signedIn(app, { role: "editor" });
    const added = await announcedBy(async () => {
      const answer = await app.inject({
        method: "POST",
        url: "/v1/admin/roadmap",
        headers,
        payload: { title: "Announced", month: "2027-04", kind: "release", status: "planned", text: "Soon." },
      });
      expect(answer.statusCode, answer.body).toBe(201);
    });
    expect(added).toEqual([JSON.stringify({ topic: "roadmap" })]);
  });

  it("announces what the scheduled publication worker publishes, and only then", async () => {
    const { headers } = await signedIn(app, { role: "editor" });
    const created = await app.inject({
      method: "POST",
      url: "/v1/admin/news",
      headers,
      payload: {
        locale: "en",
        slug: "scheduled-and-announced",
        title: "Scheduled and announced",
        excerpt: "The worker tells the sites.",
        body: "<p>Later.</p>",
        cover: { url: "/images/news/koi-lantern-launch.webp", alt: "Key art" },
        tags: ["release"],
        author: "Quillspin Newsroom",
      },
    });
    const { id } = created.json().data as { id: string };
    const quiet = { info: () => {}, error: () => {} };
    const runOnce = async () => {
      const worker = schedulePublication(app.database.db, quiet, { intervalMs: 60_000, redis: publisher });
      await worker.stop();
    };
    expect(await announcedBy(runOnce)).toEqual([]);
    await app.database.db
      .update(articles)
      .set({ scheduledFor: new Date(Date.now() - 1000) })
      .where(eq(articles.id, id));
    expect(await announcedBy(runOnce)).toEqual([JSON.stringify({ topic: "news" })]);
  });
});
