import { Link } from "react-router";
import { pageWindow } from "../news/news-pagination";

interface AdminPaginationProps {
  /** Names the list the pages belong to, e.g. "Audit log pages". */
  label: string;
  page: number;
  pages: number;
  /** The list's address with its filters kept and the page changed. */
  hrefOf: (page: number) => string;
}

/** Page links under a back-office list: previous, a window of numbers, next. */
export function AdminPagination({ label, page, pages, hrefOf }: AdminPaginationProps) {
  if (pages <= 1) return null;
  const current = Math.min(page, pages);
  return (
    <nav className="admin-pagination" aria-label={label}>
      {current > 1 ? (
        <Link to={hrefOf(current - 1)} rel="prev">
          Previous
        </Link>
      ) : null}
      {pageWindow(current, pages).map((entry, index) =>
        entry === "gap" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own
          <span key={`gap-${index}`} aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={entry}
            to={hrefOf(entry)}
            aria-current={entry === current ? "page" : undefined}
            aria-label={`Page ${entry} of ${pages}`}
          >
            {entry}
          </Link>
        ),
      )}
      {current < pages ? (
        <Link to={hrefOf(current + 1)} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
