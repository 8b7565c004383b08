import {
  type NewsArticle,
  type NewsListItem,
  type NewsListResponse,
  newsArticleResponseSchema,
  newsContentListResponseSchema,
  newsListResponseSchema,
  RECENT_NEWS_COUNT,
} from "@quillspin/contracts";
import { sanitizeRichText } from "@quillspin/rich-text";
import pLimit from "p-limit";
import type { ZodType } from "zod";
import type { Query } from "../api/api-client";
import { ApiRequestError } from "../api/api-request-error";
import { serverApi } from "../api/server-api.server";

/**
 * News is read from the API on every render: the pages that show it (home, news, articles, feed,
 * sitemap) are rendered once for every visitor by the web server's shared page cache (decision 0025),
 * which a publication drops at once; a cache here would only add its own staleness to that one.
 */
function apiGet<T>(request: Request, path: string, schema: ZodType<T>, query?: Query): Promise<T> {
  return serverApi(request).get(path, query, { schema });
}

export function loadNewsList(request: Request, query: Query): Promise<NewsListResponse> {
  return apiGet(request, "/news", newsListResponseSchema, query);
}

/** Recent items the way the site asks for them (site.md section 7): the content-API style. */
export async function loadRecentNews(request: Request): Promise<NewsListItem[]> {
  const answer = await apiGet(request, "/articles", newsContentListResponseSchema, {
    sort: "publishedAt:desc",
    "pagination[limit]": RECENT_NEWS_COUNT,
  });
  return answer.data;
}

/** One article, its body passed through the allow-list again before any page renders it. */
export async function loadNewsArticle(request: Request, slug: string): Promise<NewsArticle | null> {
  try {
    const { data } = await apiGet(request, `/news/${encodeURIComponent(slug)}`, newsArticleResponseSchema);
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
