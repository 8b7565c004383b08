import type { Query } from "../api/api-client";

/** Articles on one page of /news. */
export const NEWS_PER_PAGE = 9;

/** Pinned articles shown above the list on its first page. */
export const PINNED_NEWS_LIMIT = 6;

export interface NewsListState {
  page: number;
  search: string;
}

/**
 * The list's state from the page URL (`/news?search=...&page=2`). A value a visitor could have typed
 * by hand and got wrong falls back to the default instead of failing the page.
 */
export function readNewsListState(params: URLSearchParams): NewsListState {
  const page = Number(params.get("page") ?? "1");
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    search: (params.get("search") ?? "").trim().slice(0, 200),
  };
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
