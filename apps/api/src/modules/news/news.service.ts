import type {
  NewsArticle,
  NewsContentListResponse,
  NewsListItem,
  NewsListResponse,
} from "@quillspin/contracts";
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import {
  isPublished,
  listCondition,
  listOrder,
  type NewsListRequest,
  SEARCH_WINDOW,
  titleKey,
} from "./news.query";
import { listItemColumns, toListItem, toNeighbour } from "./news.rows";
import { articles } from "./news.tables";

export interface NewsPage {
  data: NewsListItem[];
  total: number;
}

/** Every published article of the list counted in full, beside the page: both are cheap without a search. */
async function listAll(db: Db, request: NewsListRequest, where: SQL): Promise<NewsPage> {
  const [rows, [totals]] = await Promise.all([
    db
      .select(listItemColumns)
      .from(articles)
      .where(where)
      .orderBy(...listOrder(request))
      .limit(request.limit)
      .offset((request.page - 1) * request.limit),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  return { data: rows.map(toListItem), total: totals?.total ?? 0 };
}

/** How many articles a search finds, counted up to the window: a common word stops early. */
async function countUpToWindow(db: Db, where: SQL): Promise<number> {
  const found = db.select({ one: sql`1` }).from(articles).where(where).limit(SEARCH_WINDOW).as("found");
  const [row] = await db.select({ total: count() }).from(found);
  return row?.total ?? 0;
}

/**
 * Fewer matches than the window: they are all read through the full-text index and sorted. The
 * order is written so it cannot follow the publication-time index, which would mean reading the
 * whole table to find a handful of rows.
 */
function fewMatches(db: Db, request: NewsListRequest, where: SQL) {
  const direction = request.sort.order === "asc" ? asc : desc;
  const unindexedTime = sql`${articles.publishedAt} + interval '0 seconds'`;
  const order =
    request.sort.field === "title"
      ? [direction(titleKey), desc(unindexedTime), asc(articles.id)]
      : [direction(unindexedTime), direction(articles.id)];
  return db
    .select(listItemColumns)
    .from(articles)
    .where(where)
    .orderBy(...order);
}

/**
 * At least as many matches as the window, in another order than newest first: the window's 1,000
 * most recent matches are gathered, then sorted.
 */
function windowOfMatches(db: Db, request: NewsListRequest, where: SQL) {
  const matches = db.$with("matches").as(
    db
      .select({
        id: articles.id,
        matchPublishedAt: sql<Date>`${articles.publishedAt}`.as("match_published_at"),
        matchTitleKey: sql<string>`lower(${articles.title}) collate "C"`.as("match_title_key"),
      })
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(SEARCH_WINDOW),
  );
  const direction = request.sort.order === "asc" ? asc : desc;
  const order =
    request.sort.field === "title"
      ? [direction(matches.matchTitleKey), desc(matches.matchPublishedAt), asc(matches.id)]
      : [direction(matches.matchPublishedAt), direction(matches.id)];
  return db
    .with(matches)
    .select(listItemColumns)
    .from(articles)
    .innerJoin(matches, eq(matches.id, articles.id))
    .orderBy(...order);
}

/** Pages of a common word's matches read along the publication-time index, newest first. */
const SHALLOW_OFFSET = 120;

/**
 * A search covers its 1,000 most recent matches. Counting them first (which stops at the window)
 * tells which way of reading the page is cheap: fewer matches than the window are collected through
 * the full-text index and sorted whole; the first pages of a common word are read newest first
 * along the publication-time index, testing each row, which finds a page within a few rows; any
 * other page sorts the window's matches.
 */
async function searchNews(db: Db, request: NewsListRequest): Promise<NewsPage> {
  const where = listCondition(request);
  const total = await countUpToWindow(db, where);
  const offset = (request.page - 1) * request.limit;
  if (offset >= total) return { data: [], total };
  const limit = Math.min(request.limit, total - offset);
  const newestFirst = request.sort.field === "publishedAt" && request.sort.order === "desc";
  const query =
    total < SEARCH_WINDOW
      ? fewMatches(db, request, where)
      : newestFirst && offset < SHALLOW_OFFSET
        ? db
            .select(listItemColumns)
            .from(articles)
            .where(listCondition(request, { searchIndex: false }))
            .orderBy(...listOrder(request))
        : windowOfMatches(db, request, where);
  const rows = await query.limit(limit).offset(offset);
  return { data: rows.map(toListItem), total };
}

/** One page of published articles and how many the list holds. */
export function listNews(db: Db, request: NewsListRequest): Promise<NewsPage> {
  return request.search ? searchNews(db, request) : listAll(db, request, listCondition(request));
}

/** The classic answer: `meta: { page, limit, total }`. */
export function asNewsList(request: NewsListRequest, { data, total }: NewsPage): NewsListResponse {
  return { data, meta: { page: request.page, limit: request.limit, total } };
}

/** The content-API answer: `meta: { pagination: { page, pageSize, pageCount, total } }`. */
export function asContentList(request: NewsListRequest, { data, total }: NewsPage): NewsContentListResponse {
  const pagination = {
    page: request.page,
    pageSize: request.limit,
    pageCount: Math.ceil(total / request.limit),
    total,
  };
  return { data, meta: { pagination } };
}

type NeighbourJson = { slug: string; title: string; publishedAt: string } | null;

/** The published article just before (`<`) or after (`>`) the one being read, in its locale. */
function neighbourColumn(side: "<" | ">"): SQL<NeighbourJson> {
  const direction = side === "<" ? "desc" : "asc";
  return sql<NeighbourJson>`(
    select json_build_object('slug', neighbour.slug, 'title', neighbour.title, 'publishedAt', neighbour.published_at)
    from articles as neighbour
    where neighbour.locale = articles.locale
      and neighbour.published_at is not null
      and neighbour.published_at <= now()
      and (neighbour.published_at, neighbour.id) ${sql.raw(side)} (articles.published_at, articles.id)
    order by neighbour.published_at ${sql.raw(direction)}, neighbour.id ${sql.raw(direction)}
    limit 1
  )`;
}

/** One published article with its localizations and neighbours, in one query; drafts are not found. */
export async function findPublishedArticle(
  db: Db,
  locale: string,
  slug: string,
): Promise<NewsArticle | undefined> {
  const [row] = await db
    .select({
      ...listItemColumns,
      body: articles.body,
      previous: neighbourColumn("<"),
      next: neighbourColumn(">"),
    })
    .from(articles)
    .where(and(eq(articles.locale, locale), eq(articles.slug, slug), isPublished()));
  if (!row) return undefined;
  return {
    ...toListItem(row),
    body: row.body,
    previous: toNeighbour(row.previous),
    next: toNeighbour(row.next),
  };
}
