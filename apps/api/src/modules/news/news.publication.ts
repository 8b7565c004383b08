import { and, isNull, lte, sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import type { Db } from "../../db/database";
import { type JobLog, type RepeatingJob, repeatEvery } from "../../jobs/repeating-job";
import { type AuditActor, recordAudit } from "../audit/audit-log";
import { announceContentChange } from "../content-events/content-events";
import { toEditorArticle } from "./news.editing";
import { articles } from "./news.tables";

/** Often enough that a scheduled article is on the site within seconds of its time. */
export const PUBLICATION_INTERVAL_MS = 2_000;

/** The audit log's name for the worker, which acts for the editor who scheduled the article. */
export const publicationWorker: AuditActor = {
  id: null,
  email: "publication-worker@api",
  name: "Scheduled publication",
};

/**
 * Publishes every scheduled article whose time has come, at that time, and logs each one. The
 * UPDATE claims the rows: when two instances run it together, PostgreSQL makes the second wait on
 * the rows the first is changing and then re-check its WHERE, which they no longer match, so each
 * article is published (and logged) by exactly one instance.
 */
export async function publishDueArticles(db: Db, now = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const published = await tx
      .update(articles)
      .set({ publishedAt: sql`${articles.scheduledFor}`, scheduledFor: null, updatedAt: now })
      .where(and(lte(articles.scheduledFor, now), isNull(articles.publishedAt)))
      .returning();
    for (const row of published) {
      const { id: _id, createdAt: _createdAt, ...after } = toEditorArticle(row);
      await recordAudit(
        tx,
        {
          actor: publicationWorker,
          action: "news.publish-scheduled",
          subject: { type: "article", id: row.id, label: row.title },
          after,
        },
        now,
      );
    }
    return published.map((row) => row.id);
  });
}

/**
 * Every API instance runs the worker; `publishDueArticles` keeps each publication to one of them, and
 * that instance announces it to the sites' page caches (with `redis`).
 */
export function schedulePublication(
  db: Db,
  log: JobLog,
  { intervalMs = PUBLICATION_INTERVAL_MS, redis = null }: { intervalMs?: number; redis?: Redis | null } = {},
): RepeatingJob {
  return repeatEvery(intervalMs, () => publishDueArticles(db), {
    log,
    failure: "scheduled publication failed",
    done: (ids) => {
      if (ids.length === 0) return;
      log.info({ articles: ids }, "scheduled articles published");
      void announceContentChange(redis, log, "news");
    },
  });
}
