import {
  type NewsEditorArticle,
  type NewsRevision,
  type newsArticleUpdateSchema,
  type newsDraftInputSchema,
  slugFromTitle,
} from "@quillspin/contracts";
import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/database";
import { type AuditActor, recordAudit } from "../audit/audit-log";
import {
  type ArticleRow,
  checkVersion,
  columnsOf,
  createArticle,
  deleteArticle,
  type Executor,
  findRow,
  freeSlug,
  NewsEditingError,
  publishArticle,
  requirePublishable,
  toEditorArticle,
  unpublishArticle,
  updateRow,
} from "./news.editing";
import { isoTime } from "./news.rows";
import { articleRevisions } from "./news.tables";

/**
 * The news desk: what staff do to articles. Each action runs in one transaction with its audit
 * entry, and every save (create, edit, restore) also keeps a revision of the fields it saved.
 */

type DraftInput = z.output<typeof newsDraftInputSchema>;
type ArticleUpdate = z.output<typeof newsArticleUpdateSchema>;

/** The fields a revision keeps and a restore writes back. */
function savedFields(row: ArticleRow): NewsRevision["fields"] {
  return {
    locale: row.locale,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    markdown: row.bodyMarkdown,
    cover: { url: row.coverImage, alt: row.coverAlt },
    tags: row.tags,
    author: row.author,
    pin_homepage: row.pinHomepage,
    pin_news: row.pinNews,
  };
}

/** What the audit log shows of an article: its fields and where it stands. */
function auditView(row: ArticleRow): Record<string, unknown> {
  const { id: _id, createdAt: _createdAt, ...article } = toEditorArticle(row);
  return article;
}

const subjectOf = (row: ArticleRow) => ({ type: "article", id: row.id, label: row.title });

async function keepRevision(db: Executor, row: ArticleRow, actor: AuditActor): Promise<void> {
  await db.insert(articleRevisions).values({
    articleId: row.id,
    savedAt: row.updatedAt,
    actorId: actor.id,
    actorEmail: actor.email,
    actorName: actor.name,
    fields: savedFields(row),
  });
}

/**
 * A new draft, from a title up (issue 29): an address left empty follows the title, made unique in
 * the article's language, and an author left empty is the staff member saving it.
 */
export async function createByStaff(db: Db, draft: DraftInput, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const slug = draft.slug || (await freeSlug(tx, draft.locale, slugFromTitle(draft.title)));
    const author = draft.author || actor.name;
    const row = await createArticle(tx, {
      ...draft,
      slug,
      author,
      ...(draft.body === undefined && draft.markdown === undefined ? { markdown: "" } : {}),
    });
    await keepRevision(tx, row, actor);
    await recordAudit(tx, { actor, action: "news.create", subject: subjectOf(row), after: auditView(row) });
    return toEditorArticle(row);
  });
}

/**
 * Saves the fields given on the version the editor loaded. The row is locked first, so of two
 * saves made on the same version exactly one passes the check and the other gets 409.
 */
export async function saveByStaff(
  db: Db,
  id: string,
  { expectedUpdatedAt, ...update }: ArticleUpdate,
  actor: AuditActor,
  action = "news.update",
): Promise<NewsEditorArticle> {
  return db.transaction(async (tx) => {
    const before = await findRow(tx, id, { forUpdate: true });
    checkVersion(before, expectedUpdatedAt);
    const slug =
      update.slug === ""
        ? await freeSlug(tx, update.locale ?? before.locale, slugFromTitle(update.title ?? before.title), id)
        : update.slug;
    const author = update.author === "" ? actor.name : update.author;
    const row = await updateRow(
      tx,
      id,
      columnsOf({
        locale: before.locale,
        ...update,
        ...(slug === undefined ? {} : { slug }),
        ...(author === undefined ? {} : { author }),
      }),
    );
    // An article on the site (or due on it) stays complete: a save may not take its cover away.
    if (before.publishedAt || before.scheduledFor) requirePublishable(row);
    await keepRevision(tx, row, actor);
    await recordAudit(tx, {
      actor,
      action,
      subject: subjectOf(row),
      before: auditView(before),
      after: auditView(row),
    });
    return toEditorArticle(row);
  });
}

/** A revision's fields saved again, as a new save on the version the editor loaded. */
export async function restoreRevision(
  db: Db,
  id: string,
  revisionId: string,
  expectedUpdatedAt: string,
  actor: AuditActor,
): Promise<NewsEditorArticle> {
  const [revision] = await db.select().from(articleRevisions).where(eq(articleRevisions.id, revisionId));
  if (!revision || revision.articleId !== id) {
    throw new NewsEditingError(404, `Revision not found: ${revisionId}`);
  }
  const fields = revision.fields as NewsRevision["fields"];
  const { markdown, body, ...rest } = fields;
  const update = { ...rest, ...(markdown === null ? { body } : { markdown }), expectedUpdatedAt };
  return saveByStaff(db, id, update as ArticleUpdate, actor, "news.restore");
}

export async function listRevisions(db: Db, id: string): Promise<NewsRevision[]> {
  await findRow(db, id);
  const rows = await db
    .select()
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, id))
    .orderBy(desc(articleRevisions.savedAt), desc(articleRevisions.id));
  return rows.map((row) => ({
    id: row.id,
    savedAt: isoTime(row.savedAt),
    savedBy: { id: row.actorId, email: row.actorEmail, name: row.actorName },
    fields: row.fields as NewsRevision["fields"],
  }));
}

/** Publishes now, or schedules for a time still ahead; either way one audited action. */
export async function publishByStaff(db: Db, id: string, at: Date | undefined, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const before = await findRow(tx, id, { forUpdate: true });
    requirePublishable(before);
    const row = await publishArticle(tx, id, at);
    await recordAudit(tx, {
      actor,
      action: row.scheduledFor ? "news.schedule" : "news.publish",
      subject: subjectOf(row),
      before: auditView(before),
      after: auditView(row),
    });
    return toEditorArticle(row);
  });
}

export async function unpublishByStaff(db: Db, id: string, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const before = await findRow(tx, id, { forUpdate: true });
    const row = await unpublishArticle(tx, id);
    await recordAudit(tx, {
      actor,
      action: "news.unpublish",
      subject: subjectOf(row),
      before: auditView(before),
      after: auditView(row),
    });
    return toEditorArticle(row);
  });
}

export async function deleteByStaff(db: Db, id: string, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await deleteArticle(tx, id);
    await recordAudit(tx, {
      actor,
      action: "news.delete",
      subject: subjectOf(row),
      before: auditView(row),
      after: null,
    });
  });
}
