import {
  type NewsArticleStatus,
  type NewsEditorArticle,
  type NewsEditorListItem,
  type NewsEditorListQuery,
  newsArticleInputSchema,
  type newsArticleUpdateSchema,
  type PageMeta,
  publicationGaps,
} from "@quillspin/contracts";
import { sanitizeRichText } from "@quillspin/rich-text";
import { and, count, desc, eq, gt, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/database";
import { isUniqueViolation } from "../../db/raw-rows";
import { markdownToHtml } from "./markdown";
import { isPublished, searchTsQuery } from "./news.query";
import { isoTime } from "./news.rows";
import { articles } from "./news.tables";

type ArticleInput = z.output<typeof newsArticleInputSchema>;
type ArticleUpdate = z.output<typeof newsArticleUpdateSchema>;
export type ArticleRow = typeof articles.$inferSelect;
export type Executor = Pick<Db, "select" | "insert" | "update" | "delete">;

/** A refusal an editor can act on; the error plugin answers it with its status and message. */
export class NewsEditingError extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The status of an article, decided here alone: published once its publication time has come,
 * scheduled while a time is still ahead (set for the worker, or a future time from an import),
 * a draft otherwise. `statusConditions` below says the same in SQL.
 */
export function articleStatus(
  row: Pick<ArticleRow, "publishedAt" | "scheduledFor">,
  now = new Date(),
): NewsArticleStatus {
  if (row.publishedAt && row.publishedAt.getTime() <= now.getTime()) return "published";
  if (row.publishedAt || row.scheduledFor) return "scheduled";
  return "draft";
}

export function toEditorArticle(row: ArticleRow): NewsEditorArticle {
  return {
    id: row.id,
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
    publishedAt: row.publishedAt ? isoTime(row.publishedAt) : null,
    scheduledFor: row.scheduledFor ? isoTime(row.scheduledFor) : null,
    status: articleStatus(row),
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
  };
}

/**
 * The stored body of what the editor wrote: Markdown is rendered first (and kept for the next
 * edit), and either way the HTML passes the allow-list. The preview shows exactly this.
 */
export function bodyColumns(input: { body?: string | undefined; markdown?: string | undefined }) {
  if (input.markdown !== undefined) {
    return { body: sanitizeRichText(markdownToHtml(input.markdown)), bodyMarkdown: input.markdown };
  }
  if (input.body !== undefined) return { body: sanitizeRichText(input.body), bodyMarkdown: null };
  return {};
}

/** The stored columns of an editor's fields; the body always passes the allow-list first. */
export function columnsOf(input: Partial<ArticleInput>) {
  return {
    ...(input.locale === undefined ? {} : { locale: input.locale }),
    ...(input.slug === undefined ? {} : { slug: input.slug }),
    ...(input.title === undefined ? {} : { title: input.title }),
    ...(input.excerpt === undefined ? {} : { excerpt: input.excerpt }),
    ...bodyColumns(input),
    ...(input.cover === undefined ? {} : { coverImage: input.cover.url, coverAlt: input.cover.alt }),
    ...(input.tags === undefined ? {} : { tags: input.tags }),
    ...(input.author === undefined ? {} : { author: input.author }),
    ...(input.pin_homepage === undefined ? {} : { pinHomepage: input.pin_homepage }),
    ...(input.pin_news === undefined ? {} : { pinNews: input.pin_news }),
  };
}

async function findBySlug(db: Executor, locale: string, slug: string): Promise<ArticleRow | undefined> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.locale, locale), eq(articles.slug, slug)));
  return row;
}

/** The translation group to join: the one of the article this one translates. */
export async function translationGroupFor(db: Executor, input: ArticleInput): Promise<string | undefined> {
  if (!input.translation_of) return undefined;
  const { locale, slug } = input.translation_of;
  const original = await findBySlug(db, locale, slug);
  if (!original) throw new NewsEditingError(404, `translation_of: no article ${locale}/${slug}`);
  return original.translationGroup;
}

function slugTaken(input: { locale: string; slug: string }): NewsEditingError {
  return new NewsEditingError(
    409,
    `Another article in ${input.locale} already has the address ${input.slug}: choose another`,
  );
}

/**
 * The first free address for an article in a language: the one asked for, or it with `-2`, `-3`,
 * … after it. `exceptId` is the article being edited, whose own address is free to it.
 */
export async function freeSlug(
  db: Executor,
  locale: string,
  wanted: string,
  exceptId?: string,
): Promise<string> {
  const rows = await db
    .select({ slug: articles.slug, id: articles.id })
    .from(articles)
    .where(
      and(
        eq(articles.locale, locale),
        or(eq(articles.slug, wanted), sql`${articles.slug} ~ ${`^${wanted}-[0-9]+$`}`),
      ),
    );
  const taken = new Set(rows.filter((row) => row.id !== exceptId).map((row) => row.slug));
  if (!taken.has(wanted)) return wanted;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${wanted}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Refuses to publish, schedule or keep on the site an article a draft may still be: without a
 * cover, its description, a summary or text. The message says what is missing and why.
 */
export function requirePublishable(row: ArticleRow): void {
  const gaps = publicationGaps({
    excerpt: row.excerpt,
    body: row.body,
    cover: { url: row.coverImage, alt: row.coverAlt },
  });
  if (gaps.length > 0) {
    throw new NewsEditingError(400, gaps.map((gap) => `body.${gap.path}: ${gap.message}`).join("; "));
  }
}

/** The row of a new article; the body passes the allow-list on its way in. */
export function articleValues(
  input: ArticleInput,
  publishedAt: Date | null,
  translationGroup: string | undefined,
): typeof articles.$inferInsert {
  // Written to the millisecond, as clients read it back: a save's expected version then matches.
  const now = new Date();
  return {
    locale: input.locale,
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt,
    body: "",
    ...bodyColumns(input),
    coverImage: input.cover.url,
    coverAlt: input.cover.alt,
    tags: input.tags,
    author: input.author,
    pinHomepage: input.pin_homepage,
    pinNews: input.pin_news,
    publishedAt,
    createdAt: now,
    updatedAt: now,
    ...(translationGroup ? { translationGroup } : {}),
  };
}

export async function createArticle(
  db: Executor,
  input: ArticleInput,
  publishedAt: Date | null = null,
): Promise<ArticleRow> {
  const [row] = await db
    .insert(articles)
    .values(articleValues(input, publishedAt, await translationGroupFor(db, input)))
    .onConflictDoNothing({ target: [articles.locale, articles.slug] })
    .returning();
  if (!row) throw slugTaken(input);
  return row;
}

/** A save made on an older version than the stored one: answered 409 with both times. */
export class NewsVersionConflict extends Error {
  readonly statusCode = 409;
  constructor(
    readonly yourVersion: string,
    readonly currentVersion: string,
  ) {
    super(
      `Someone else saved this article at ${currentVersion}, after the version you loaded (${yourVersion}). Reload it to see their changes; nothing of yours was saved.`,
    );
  }
}

/** The row as stored, locked for the rest of the transaction when `forUpdate`. */
export async function findRow(db: Executor, id: string, { forUpdate = false } = {}): Promise<ArticleRow> {
  const query = db.select().from(articles).where(eq(articles.id, id));
  const [row] = await (forUpdate ? query.for("update") : query);
  if (!row) throw new NewsEditingError(404, `Article not found: ${id}`);
  return row;
}

/** Refuses a save whose expected version is not the stored one: never a silent overwrite. */
export function checkVersion(row: ArticleRow, expectedUpdatedAt: string): void {
  if (row.updatedAt.getTime() !== new Date(expectedUpdatedAt).getTime()) {
    throw new NewsVersionConflict(new Date(expectedUpdatedAt).toISOString(), isoTime(row.updatedAt));
  }
}

export async function updateRow(
  db: Executor,
  id: string,
  values: Partial<typeof articles.$inferInsert>,
): Promise<ArticleRow> {
  try {
    const [row] = await db
      .update(articles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(articles.id, id))
      .returning();
    if (!row) throw new NewsEditingError(404, `Article not found: ${id}`);
    return row;
  } catch (error) {
    if (isUniqueViolation(error) && values.slug !== undefined) {
      throw slugTaken({ locale: values.locale ?? "this locale", slug: values.slug });
    }
    throw error;
  }
}

export function updateArticle(db: Executor, id: string, update: Omit<ArticleUpdate, "expectedUpdatedAt">) {
  return updateRow(db, id, columnsOf(update));
}

/**
 * Publishes now, or schedules for `at` when it is still ahead: the article stays a draft on every
 * public list until the publication worker publishes it.
 */
export function publishArticle(db: Executor, id: string, at: Date = new Date()): Promise<ArticleRow> {
  return at.getTime() > Date.now()
    ? updateRow(db, id, { publishedAt: null, scheduledFor: at })
    : updateRow(db, id, { publishedAt: at, scheduledFor: null });
}

export function unpublishArticle(db: Executor, id: string): Promise<ArticleRow> {
  return updateRow(db, id, { publishedAt: null, scheduledFor: null });
}

export async function deleteArticle(db: Executor, id: string): Promise<ArticleRow> {
  const [deleted] = await db.delete(articles).where(eq(articles.id, id)).returning();
  if (!deleted) throw new NewsEditingError(404, `Article not found: ${id}`);
  return deleted;
}

export type ImportOutcome = "created" | "updated" | "unchanged";

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * Creates the article of a file, or brings an existing one (same locale and slug) in line with it,
 * publication time included; an article that already matches is left untouched.
 */
export async function importArticle(
  db: Executor,
  input: ArticleInput,
  publishedAt: Date | null,
): Promise<ImportOutcome> {
  const existing = await findBySlug(db, input.locale, input.slug);
  if (!existing) {
    await createArticle(db, input, publishedAt);
    return "created";
  }
  const wanted = columnsOf(newsArticleInputSchema.parse(input));
  const translationGroup = await translationGroupFor(db, input);
  const changed =
    Object.entries(wanted).some(([key, value]) => {
      const current = existing[key as keyof ArticleRow];
      return JSON.stringify(current) !== JSON.stringify(value);
    }) ||
    !sameTime(existing.publishedAt, publishedAt) ||
    (translationGroup !== undefined && translationGroup !== existing.translationGroup);
  if (!changed) return "unchanged";
  await updateRow(db, existing.id, {
    ...wanted,
    publishedAt,
    ...(translationGroup ? { translationGroup } : {}),
  });
  return "updated";
}

export async function findArticleById(db: Executor, id: string): Promise<NewsEditorArticle> {
  return toEditorArticle(await findRow(db, id));
}

/** `articleStatus` in SQL, for the list's filter. */
const statusConditions: Record<NewsEditorListQuery["status"], SQL | undefined> = {
  all: undefined,
  draft: and(isNull(articles.publishedAt), isNull(articles.scheduledFor)),
  scheduled: or(
    and(isNull(articles.publishedAt), isNotNull(articles.scheduledFor)),
    gt(articles.publishedAt, sql`now()`),
  ),
  published: isPublished(),
};

/** A word of the title, excerpt or body (by its stem or beginning), or a part of the slug. */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const slugPart = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return or(sql`${articles.search} @@ ${searchTsQuery(search)}`, ilike(articles.slug, slugPart));
}

/** Every article an editor may work on, drafts included, the most recently changed first. */
export async function listForEditors(
  db: Executor,
  query: NewsEditorListQuery,
): Promise<{ data: NewsEditorListItem[]; meta: PageMeta }> {
  const where = and(statusConditions[query.status], searchCondition(query.search));
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(desc(articles.updatedAt), desc(articles.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  const data = rows.map((row) => {
    const { body: _body, markdown: _markdown, ...item } = toEditorArticle(row);
    return item;
  });
  return { data, meta: { page: query.page, limit: query.limit, total: totals?.total ?? 0 } };
}
