import {
  NEWS_PAGE_LIMIT_DEFAULT,
  type NewsListQuery,
  type NewsSortField,
  type NewsSortOrder,
  newsContentKeys,
} from "@quillspin/contracts";
import { and, asc, desc, eq, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import { articles } from "./news.tables";

export type NewsListStyle = "news" | "content";

/** A list request with both styles folded into one: what the service runs. */
export interface NewsListRequest {
  /** Which answer shape the caller asked for. */
  style: NewsListStyle;
  page: number;
  limit: number;
  search: string | undefined;
  pinHomepage: boolean | undefined;
  pinNews: boolean | undefined;
  sort: { field: NewsSortField; order: NewsSortOrder };
  locale: string;
}

const defaultOrder: Record<NewsSortField, NewsSortOrder> = { publishedAt: "desc", title: "asc" };

/**
 * `GET /articles` always answers in the content-API style; `GET /news` does when any of its
 * parameters is present. Without a sort the newest come first, searches included: news is read by date.
 */
export function newsListRequest(
  query: NewsListQuery,
  options: { requestLocale: string; style?: NewsListStyle },
): NewsListRequest {
  const style =
    options.style ?? (newsContentKeys.some((key) => query[key] !== undefined) ? "content" : "news");
  const search = query.search ? query.search : undefined;
  const field = query.sort_by ?? query.sort?.field;
  const order = query.order_by ?? query.sort?.order;
  const sortField = field ?? "publishedAt";
  const sort = { field: sortField, order: order ?? defaultOrder[sortField] };
  return {
    style,
    page: query.page ?? query["pagination[page]"] ?? 1,
    limit:
      query.limit ?? query["pagination[pageSize]"] ?? query["pagination[limit]"] ?? NEWS_PAGE_LIMIT_DEFAULT,
    search,
    pinHomepage: query.pin_homepage,
    pinNews: query.pin_news,
    sort,
    locale: query.lang ?? query.locale ?? options.requestLocale,
  };
}

/** Published means a publication time that has come: a future time schedules the article. */
export function isPublished(): SQL {
  return and(isNotNull(articles.publishedAt), lte(articles.publishedAt, sql`now()`)) as SQL;
}

/**
 * The text query. Plain words all have to match, by their stem, and the last one also by its
 * beginning, for a word still being typed ("hold wi", "certif"); a query using web-search syntax
 * (quotes, `-word`, `or`) is read as such instead.
 */
export function searchTsQuery(text: string): SQL {
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const usesOperators = /"|(^|\s)-\S|(^|\s)or(\s|$)/i.test(text);
  if (usesOperators || words.length === 0) return sql`websearch_to_tsquery('english', ${text})`;
  const terms = words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word));
  return sql`to_tsquery('english', ${terms.join(" & ")})`;
}

/**
 * The list's filter. `searchIndex: false` writes the text match so the full-text index cannot
 * serve it: for a common word, walking the publication-time index and testing each row finds a
 * page sooner than collecting every match.
 */
export function listCondition(request: NewsListRequest, { searchIndex = true } = {}): SQL {
  const match = request.search ? sql`${articles.search} @@ ${searchTsQuery(request.search)}` : undefined;
  const conditions: (SQL | undefined)[] = [
    eq(articles.locale, request.locale),
    isPublished(),
    request.pinHomepage === undefined ? undefined : eq(articles.pinHomepage, request.pinHomepage),
    request.pinNews === undefined ? undefined : eq(articles.pinNews, request.pinNews),
    match && (searchIndex ? match : sql`coalesce(${match}, false)`),
  ];
  return and(...conditions) as SQL;
}

/** Case-insensitive A-Z under one collation, so PGlite and PostgreSQL servers sort alike. */
export const titleKey = sql`lower(${articles.title}) collate "C"`;

/** Ties go to the publication time, then the id, so every page of a sorted list is stable. */
export function listOrder({ sort }: NewsListRequest): SQL[] {
  const direction = sort.order === "asc" ? asc : desc;
  if (sort.field === "title") return [direction(titleKey), desc(articles.publishedAt), asc(articles.id)];
  return [direction(articles.publishedAt), direction(articles.id)];
}

/** A search covers its 1,000 most recent matches; lists without a search are counted in full. */
export const SEARCH_WINDOW = 1_000;
