import {
  type NewsEditorArticle,
  type NewsEditorListItem,
  type NewsEditorListQuery,
  newsArticleInputSchema,
  type newsArticleUpdateSchema,
  type PageMeta,
} from "@quillspin/contracts";
import { sanitizeRichText } from "@quillspin/rich-text";
import { and, count, desc, eq, gt, isNull, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/database";
import { isPublished } from "./news.query";
import { isoTime } from "./news.rows";
import { articles } from "./news.tables";

type ArticleInput = z.output<typeof newsArticleInputSchema>;
type ArticleUpdate = z.output<typeof newsArticleUpdateSchema>;
type ArticleRow = typeof articles.$inferSelect;
type Executor = Pick<Db, "select" | "insert" | "update" | "delete">;

/** A refusal an editor can act on; the error plugin answers it with its status and message. */
export class NewsEditingError extends Error {
  constructor(
    readonly statusCode: 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

export function toEditorArticle(row: ArticleRow): NewsEditorArticle {
  return {
    id: row.id,
    locale: row.locale,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    cover: { url: row.coverImage, alt: row.coverAlt },
    tags: row.tags,
    author: row.author,
    pin_homepage: row.pinHomepage,
    pin_news: row.pinNews,
    publishedAt: row.publishedAt ? isoTime(row.publishedAt) : null,
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
  };
}

/** The stored columns of an editor's fields; the body always passes the allow-list first. */
function columnsOf(input: Partial<ArticleInput>) {
  return {
    ...(input.locale === undefined ? {} : { locale: input.locale }),
    ...(input.slug === undefined ? {} : { slug: input.slug }),
    ...(input.title === undefined ? {} : { title: input.title }),
    ...(input.excerpt === undefined ? {} : { excerpt: input.excerpt }),
    ...(input.body === undefined ? {} : { body: sanitizeRichText(input.body) }),
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
    `An article with the slug ${input.slug} already exists in ${input.locale}`,
  );
}

/** The row of a new article; the body passes the allow-list on its way in. */
export function articleValues(
  input: ArticleInput,
  publishedAt: Date | null,
  translationGroup: string | undefined,
): typeof articles.$inferInsert {
  return {
    locale: input.locale,
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt,
    body: sanitizeRichText(input.body),
    coverImage: input.cover.url,
    coverAlt: input.cover.alt,
    tags: input.tags,
    author: input.author,
    pinHomepage: input.pin_homepage,
    pinNews: input.pin_news,
    publishedAt,
    ...(translationGroup ? { translationGroup } : {}),
  };
}

export async function createArticle(
  db: Executor,
  input: ArticleInput,
  publishedAt: Date | null = null,
): Promise<NewsEditorArticle> {
  const [row] = await db
    .insert(articles)
    .values(articleValues(input, publishedAt, await translationGroupFor(db, input)))
    .onConflictDoNothing({ target: [articles.locale, articles.slug] })
    .returning();
  if (!row) throw slugTaken(input);
  return toEditorArticle(row);
}

async function updateRow(db: Executor, id: string, values: Partial<typeof articles.$inferInsert>) {
  try {
    const [row] = await db
      .update(articles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(articles.id, id))
      .returning();
    if (!row) throw new NewsEditingError(404, `Article not found: ${id}`);
    return toEditorArticle(row);
  } catch (error) {
    if (isUniqueViolation(error) && values.slug !== undefined) {
      throw slugTaken({ locale: values.locale ?? "this locale", slug: values.slug });
    }
    throw error;
  }
}

/** PostgreSQL's unique_violation, as either driver reports it (possibly wrapped by Drizzle). */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === "object"; current = (current as Error).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

export function updateArticle(db: Executor, id: string, update: ArticleUpdate): Promise<NewsEditorArticle> {
  return updateRow(db, id, columnsOf(update));
}

/** Publishes now or at `at`; a future time keeps the article out of every list until then. */
export function publishArticle(db: Executor, id: string, at: Date = new Date()): Promise<NewsEditorArticle> {
  return updateRow(db, id, { publishedAt: at });
}

export function unpublishArticle(db: Executor, id: string): Promise<NewsEditorArticle> {
  return updateRow(db, id, { publishedAt: null });
}

export async function deleteArticle(db: Executor, id: string): Promise<void> {
  const deleted = await db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
  if (deleted.length === 0) throw new NewsEditingError(404, `Article not found: ${id}`);
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
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  if (!row) throw new NewsEditingError(404, `Article not found: ${id}`);
  return toEditorArticle(row);
}

const statusConditions: Record<NewsEditorListQuery["status"], SQL | undefined> = {
  all: undefined,
  draft: isNull(articles.publishedAt),
  scheduled: gt(articles.publishedAt, sql`now()`),
  published: isPublished(),
};

/** Every article an editor may work on, drafts included, the most recently changed first. */
export async function listForEditors(
  db: Executor,
  query: NewsEditorListQuery,
): Promise<{ data: NewsEditorListItem[]; meta: PageMeta }> {
  const where = statusConditions[query.status];
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
    const { body: _body, ...item } = toEditorArticle(row);
    return item;
  });
  return { data, meta: { page: query.page, limit: query.limit, total: totals?.total ?? 0 } };
}
