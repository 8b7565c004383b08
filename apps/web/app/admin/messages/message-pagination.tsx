import { Link } from "react-router";
import { type MessageFilterValues, messagePageHref } from "./message-list-query";

/** Previous and next, keeping the filters; the page count says how far the list goes. */
export function MessagePagination({
  values,
  page,
  pages,
}: {
  values: MessageFilterValues;
  page: number;
  pages: number;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="message-pagination" aria-label="Pages of messages">
      {page > 1 ? (
        <Link to={messagePageHref(values, page - 1)} rel="prev">
          Previous page
        </Link>
      ) : null}
      <span aria-current="page">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={messagePageHref(values, page + 1)} rel="next">
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
