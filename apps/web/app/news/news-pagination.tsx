import { newsMessages } from "../locale/areas/news";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { type NewsListState, newsPageHref } from "./news-list-query";

/**
 * The page numbers to offer: the first, the last and two either side of the current one, with a
 * gap marker where numbers are left out, so a list of thousands of pages stays one short row.
 */
export function pageWindow(current: number, pages: number): (number | "gap")[] {
  const shown = new Set([1, pages]);
  for (let page = current - 2; page <= current + 2; page += 1) {
    if (page >= 1 && page <= pages) shown.add(page);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => {
    const previous = sorted[index - 1];
    return previous !== undefined && page - previous > 1 ? ["gap" as const, page] : [page];
  });
}

export function NewsPagination({ state, pages }: { state: NewsListState; pages: number }) {
  const m = useMessages(newsMessages);
  if (pages <= 1) return null;
  const current = Math.min(state.page, pages);
  return (
    <nav className="news-pagination" aria-label={m.news.pagination}>
      {current > 1 ? (
        <AppLink to={newsPageHref(state, current - 1)} rel="prev">
          {m.news.previousPage}
        </AppLink>
      ) : null}
      {pageWindow(current, pages).map((page, index) =>
        page === "gap" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own
          <span key={`gap-${index}`} aria-hidden="true">
            …
          </span>
        ) : (
          <AppLink
            key={page}
            to={newsPageHref(state, page)}
            aria-current={page === current ? "page" : undefined}
            aria-label={m.news.pageOf(page, pages)}
          >
            {page}
          </AppLink>
        ),
      )}
      {current < pages ? (
        <AppLink to={newsPageHref(state, current + 1)} rel="next">
          {m.news.nextPage}
        </AppLink>
      ) : null}
    </nav>
  );
}
