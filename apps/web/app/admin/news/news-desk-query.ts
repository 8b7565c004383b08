import { type NewsEditorListQuery, newsEditorListQuerySchema } from "@quillspin/contracts";

export const NEWS_DESK_PER_PAGE = 20;

export interface NewsDeskFilters {
  search: string;
  status: NewsEditorListQuery["status"];
  page: number;
}

/** The list's filters from the page's address; anything the contract refuses falls back to its default. */
export function readNewsDeskFilters(params: URLSearchParams): NewsDeskFilters | null {
  const parsed = newsEditorListQuerySchema.safeParse({
    search: params.get("search") || undefined,
    status: params.get("status") || undefined,
    page: params.get("page") || undefined,
    limit: NEWS_DESK_PER_PAGE,
  });
  if (!parsed.success) return null;
  return { search: parsed.data.search ?? "", status: parsed.data.status, page: parsed.data.page };
}

export function newsDeskApiQuery(filters: NewsDeskFilters) {
  return {
    ...(filters.search ? { search: filters.search } : {}),
    status: filters.status,
    page: filters.page,
    limit: NEWS_DESK_PER_PAGE,
  };
}

export function newsDeskHref(filters: NewsDeskFilters, page: number): string {
  const params = new URLSearchParams();
  if (filters.search) params.set("search", filters.search);
  if (filters.status !== "all") params.set("status", filters.status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/news?${query}` : "/admin/news";
}
