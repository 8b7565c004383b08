import { newsListQuerySchema } from "@quillspin/contracts";
import type { Query } from "../api/api-client";
import { isPageWithinContract, readPageNumber, readQueryValue } from "../api/url-query";

/** Articles on one page of /news. */
export const NEWS_PER_PAGE = 9;

/** Pinned articles shown above the list on its first page. */
export const PINNED_NEWS_LIMIT = 6;

export interface NewsListState {
  page: number;
  search: string;
}

/**
 * The list's state from the page URL (`/news?search=...&page=2`), read with the contract's schema. A
 * value a visitor could have typed by hand and got wrong falls back to the default instead of failing
 * the page; a whole page number beyond the contract's bounds is kept, for the page to answer 404.
 */
export function readNewsListState(params: URLSearchParams): NewsListState {
  return {
    page: readPageNumber(newsListQuerySchema.shape.page, params.get("page")),
    search: readQueryValue(newsListQuerySchema.shape.search, params.get("search"), ""),
  };
}

/** Whether the API can be asked for the state's page at all; a page beyond is past the last one. */
export function hasPageWithinContract(state: NewsListState): boolean {
  return isPageWithinContract(newsListQuerySchema.shape.page, state.page);
}

/** Pinned articles lead the unfiltered list; a search lists every match by relevance instead. */
export function showsPinned(state: NewsListState): boolean {
  return state.page === 1 && state.search === "";
}

/** The API query of the list under the pinned block (or of the search results). */
export function newsListApiQuery(state: NewsListState): Query {
  return state.search
    ? { page: state.page, limit: NEWS_PER_PAGE, search: state.search }
    : { page: state.page, limit: NEWS_PER_PAGE, pin_news: false };
}

export const pinnedNewsApiQuery: Query = { limit: PINNED_NEWS_LIMIT, pin_news: true };

/** `/news` with the search kept and the page changed; page 1 has no `page` parameter. */
export function newsPageHref(state: NewsListState, page: number): string {
  const params = new URLSearchParams();
  if (state.search) params.set("search", state.search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/news?${query}` : "/news";
}
