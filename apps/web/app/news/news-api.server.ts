import {
  type NewsArticle,
  type NewsListItem,
  type NewsListResponse,
  newsArticleResponseSchema,
  newsContentListResponseSchema,
  newsListResponseSchema,
  RECENT_NEWS_COUNT,
  resolveLocale,
} from "@quillspin/contracts";
import { sanitizeRichText } from "@quillspin/rich-text";
import pLimit from "p-limit";
import type { ZodType } from "zod";
import { buildUrl, type Query } from "../api/api-client";
import { ApiRequestError } from "../api/api-request-error";
import { serverApi } from "../api/server-api.server";
import { serverApiBaseUrl } from "../config/settings.server";
import { readLocaleCookie } from "../locale/locale-cookie";
import { createTtlCache } from "./ttl-cache";

/**
 * News answers are shared by every visitor for 2 seconds: a burst of visitors to the news page or
 * the home page costs the API one query per distinct request, while an article published or
 * unpublished on the news desk shows on every page, the feed and the sitemap within 5 seconds
 * (decision 0018). Each site instance keeps its own cache, so a short life is what bounds them all.
 */
export const NEWS_CACHE_TTL_MS = 2_000;
const cached = createTtlCache<unknown>({ ttlMs: NEWS_CACHE_TTL_MS, maxEntries: 500 });

/** The same locale `serverApi` sends, so answers in different locales never share an entry. */
function requestLocale(request: Request) {
  return (
    readLocaleCookie(request.headers.get("cookie")) ?? resolveLocale(request.headers.get("accept-language"))
  );
}

function cachedGet<T>(request: Request, path: string, schema: ZodType<T>, query?: Query): Promise<T> {
  const key = `${requestLocale(request)} ${buildUrl(serverApiBaseUrl, path, query)}`;
  return cached(key, () => serverApi(request).get(path, query, { schema })) as Promise<T>;
}

export function loadNewsList(request: Request, query: Query): Promise<NewsListResponse> {
  return cachedGet(request, "/news", newsListResponseSchema, query);
}

/** Recent items the way the site asks for them (site.md section 7): the content-API style. */
export async function loadRecentNews(request: Request): Promise<NewsListItem[]> {
  const answer = await cachedGet(request, "/articles", newsContentListResponseSchema, {
    sort: "publishedAt:desc",
    "pagination[limit]": RECENT_NEWS_COUNT,
  });
  return answer.data;
}

/** One article, its body passed through the allow-list again before any page renders it. */
export async function loadNewsArticle(request: Request, slug: string): Promise<NewsArticle | null> {
  try {
    const { data } = await cachedGet(request, `/news/${encodeURIComponent(slug)}`, newsArticleResponseSchema);
    return { ...data, body: sanitizeRichText(data.body) };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** The newest articles for the RSS feed. */
export async function loadFeedArticles(request: Request, count: number): Promise<NewsListItem[]> {
  return (await loadNewsList(request, { sort_by: "publishedAt", order_by: "desc", limit: count })).data;
}

const SITEMAP_PAGE = 50;
/** A sitemap lists at most this many articles, the newest; older ones stay reachable from the list. */
const SITEMAP_MAX_ARTICLES = 2_000;

/** Every published article (up to the cap) for the sitemap, four pages at a time. */
export async function loadSitemapArticles(request: Request): Promise<NewsListItem[]> {
  const page = (number: number) =>
    loadNewsList(request, { sort_by: "publishedAt", order_by: "desc", limit: SITEMAP_PAGE, page: number });
  const first = await page(1);
  const pages = Math.min(Math.ceil(first.meta.total / SITEMAP_PAGE), SITEMAP_MAX_ARTICLES / SITEMAP_PAGE);
  const limit = pLimit(4);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) => limit(() => page(index + 2))),
  );
  return [first, ...rest].flatMap((answer) => answer.data);
}
