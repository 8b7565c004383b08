import { type Subscriber, type SubscriberListResponse, subscriptionStatusLabels } from "@quillspin/contracts";
import { Link } from "react-router";
import { pageWindow } from "../../news/news-pagination";
import { type SubscribersPageState, subscribersHref } from "./subscribers-query";

/**
 * Times in UTC to the minute, written from the ISO text rather than by Intl: the server's and the
 * browser's ICU data disagree on punctuation, and hydration needs the same text from both.
 */
const shownTime = (time: string | null) => (time ? `${time.slice(0, 10)} ${time.slice(11, 16)}` : "—");

function SubscriberRow({ subscriber, state }: { subscriber: Subscriber; state: SubscribersPageState }) {
  return (
    <tr>
      <th scope="row" className="subscriber-list__address">
        {subscriber.email}
      </th>
      <td>{subscriptionStatusLabels[subscriber.status]}</td>
      <td>{shownTime(subscriber.consentAt)}</td>
      <td>{shownTime(subscriber.confirmedAt)}</td>
      <td>{shownTime(subscriber.unsubscribedAt)}</td>
      <td>
        <Link
          className="subscriber-erase-link"
          to={`${subscribersHref(state, { erase: subscriber.id })}#erase`}
          aria-label={`Erase ${subscriber.email}`}
          preventScrollReset
        >
          Erase
        </Link>
      </td>
    </tr>
  );
}

function SubscriberPages({ state, pages }: { state: SubscribersPageState; pages: number }) {
  if (pages <= 1) return null;
  const current = Math.min(state.list.page, pages);
  const to = (page: number) => subscribersHref(state, { page: page === 1 ? null : page, erase: null });
  return (
    <nav className="subscriber-pages" aria-label="Subscriber pages">
      {current > 1 ? (
        <Link to={to(current - 1)} rel="prev">
          Previous
        </Link>
      ) : null}
      {pageWindow(current, pages).map((page, index) =>
        page === "gap" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own
          <span key={`gap-${index}`} aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={page}
            to={to(page)}
            aria-current={page === current ? "page" : undefined}
            aria-label={`Page ${page} of ${pages}`}
          >
            {page}
          </Link>
        ),
      )}
      {current < pages ? (
        <Link to={to(current + 1)} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}

/** One page of subscribers with their dates and an erase link each, and the pages after it. */
export function SubscriberList({
  list,
  state,
}: {
  list: SubscriberListResponse;
  state: SubscribersPageState;
}) {
  const pages = Math.ceil(list.meta.total / list.meta.limit);
  if (list.data.length === 0)
    return (
      <p className="admin-notice">
        No subscriber matches{state.list.search ? ` “${state.list.search}”` : ""}.
      </p>
    );
  return (
    <>
      <div className="subscriber-table__scroll">
        <table className="subscriber-table subscriber-list">
          <caption className="visually-hidden">
            Subscribers, newest sign-up first, page {list.meta.page} of {pages}
          </caption>
          <thead>
            <tr>
              <th scope="col">Address</th>
              <th scope="col">Status</th>
              <th scope="col">Signed up</th>
              <th scope="col">Confirmed</th>
              <th scope="col">Unsubscribed</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((subscriber) => (
              <SubscriberRow key={subscriber.id} subscriber={subscriber} state={state} />
            ))}
          </tbody>
        </table>
      </div>
      <SubscriberPages state={state} pages={pages} />
    </>
  );
}
