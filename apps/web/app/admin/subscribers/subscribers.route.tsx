import { subscriberExportColumns } from "@quillspin/contracts";
import { Link, useActionData, useLoaderData, useRouteError } from "react-router";
import { AdminErrorView } from "../admin-error-view";
import { adminMeta } from "../admin-meta";
import { requireStaff } from "../staff-session.server";
import type { Route } from "./+types/subscribers.route";
import { SubscriberCountsChart } from "./subscriber-counts-chart";
import { SubscriberErasure } from "./subscriber-erasure";
import { CountsRangeForm, SubscriberSearchForm } from "./subscriber-filters";
import { SubscriberList } from "./subscriber-list";
import { eraseSubscriber, subscribersPage } from "./subscribers-page.server";
import { subscribersHref } from "./subscribers-query";
import "./subscribers.css";
import { readPostedForm } from "../../forms/posted-form.server";

export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args, { role: "admin" });
  return subscribersPage(api, new URL(args.request.url));
}

/** The erase form's confirmed post. */
export async function action(args: Route.ActionArgs) {
  const { api } = await requireStaff(args, { role: "admin" });
  return eraseSubscriber(api, await readPostedForm(args.request));
}

/** The newsletter list: how it grew, who is on it, the export and erasure on request. */
export default function AdminSubscribers() {
  const { state, counts, countsError, list } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const erasing = list.data.find((subscriber) => subscriber.id === state.erase);
  return (
    <>
      <header className="admin-page__header">
        <h1>Subscribers</h1>
        <p className="admin-page__lead">Newsletter sign-ups with double opt-in. Times are in UTC.</p>
      </header>
      {posted?.result ? (
        <p className="admin-notice" role="status">
          {posted.result.message}
        </p>
      ) : null}
      {posted?.summary && !erasing ? (
        // The confirmation is gone (another administrator erased the address first): say why here.
        <p className="admin-notice" role="alert">
          {posted.summary}
        </p>
      ) : null}

      <section aria-labelledby="subscriber-counts" className="subscriber-section">
        <h2 id="subscriber-counts">Counts over time</h2>
        {counts ? (
          <p className="subscriber-totals">
            Now: <strong>{counts.now.confirmed}</strong> confirmed, <strong>{counts.now.pending}</strong>{" "}
            pending, <strong>{counts.now.unsubscribed}</strong> unsubscribed.
          </p>
        ) : null}
        <CountsRangeForm state={state} error={countsError} />
        {counts ? <SubscriberCountsChart counts={counts} /> : null}
      </section>

      <section aria-labelledby="subscriber-export" className="subscriber-section">
        <h2 id="subscriber-export">Export</h2>
        <p>
          <a className="button admin-button--small" href="/admin/subscribers/export.csv" download>
            Download confirmed subscribers (CSV)
          </a>
        </p>
        <p className="subscriber-hint">
          Every confirmed subscriber, with columns {subscriberExportColumns.join(", ")} (UTC). Each download
          is written to the audit log with its count, never the addresses.
        </p>
      </section>

      <section aria-labelledby="subscriber-list" className="subscriber-section">
        <h2 id="subscriber-list">
          Subscribers <span className="subscriber-count">({list.meta.total})</span>
        </h2>
        <SubscriberSearchForm state={state} />
        {erasing ? (
          <SubscriberErasure
            subscriber={erasing}
            posted={posted}
            cancelHref={subscribersHref(state, { erase: null })}
          />
        ) : null}
        <SubscriberList list={list} state={state} />
        {state.list.search || state.list.status ? (
          <p>
            <Link to={subscribersHref(state, { search: null, status: null, page: null, erase: null })}>
              Show every subscriber
            </Link>
          </p>
        ) : null}
      </section>
    </>
  );
}

export function meta() {
  return adminMeta("Subscribers");
}

export function ErrorBoundary() {
  return <AdminErrorView error={useRouteError()} />;
}
