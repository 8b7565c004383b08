import {
  subscriberCountIntervals,
  subscriptionStatuses,
  subscriptionStatusLabels,
} from "@quillspin/contracts";
import { Form } from "react-router";
import type { SubscribersPageState } from "./subscribers-query";

const intervalLabels = { day: "Days", week: "Weeks", month: "Months" } as const;

/** Keeps the other form's state when one of the two GET forms is sent. */
function Kept({ values }: { values: Record<string, string | undefined> }) {
  return Object.entries(values).map(([name, value]) =>
    value ? <input key={name} type="hidden" name={name} value={value} /> : null,
  );
}

/** The chart's range and interval: a GET form, so the page's address is the chart. */
export function CountsRangeForm({ state, error }: { state: SubscribersPageState; error: string | null }) {
  return (
    <Form method="get" className="subscriber-filters" aria-label="Chart range">
      <Kept values={{ search: state.list.search, status: state.list.status }} />
      <div className="subscriber-filters__field">
        <label htmlFor="counts-interval">Each</label>
        <select id="counts-interval" name="interval" defaultValue={state.counts.interval}>
          {subscriberCountIntervals.map((interval) => (
            <option key={interval} value={interval}>
              {intervalLabels[interval]}
            </option>
          ))}
        </select>
      </div>
      <div className="subscriber-filters__field">
        <label htmlFor="counts-from">From</label>
        <input
          id="counts-from"
          type="date"
          name="from"
          defaultValue={state.counts.from ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "counts-error" : undefined}
        />
      </div>
      <div className="subscriber-filters__field">
        <label htmlFor="counts-to">To</label>
        <input id="counts-to" type="date" name="to" defaultValue={state.counts.to ?? ""} />
      </div>
      <button type="submit" className="button admin-button--small">
        Show
      </button>
      {error ? (
        <p id="counts-error" className="field__error subscriber-filters__error" role="alert">
          {error}
        </p>
      ) : null}
    </Form>
  );
}

/** Search by address and filter by status: a GET form, so a search can be bookmarked and shared. */
export function SubscriberSearchForm({ state }: { state: SubscribersPageState }) {
  return (
    <Form method="get" className="subscriber-filters" role="search" aria-label="Subscribers">
      <Kept
        values={{
          interval: state.counts.interval === "day" ? undefined : state.counts.interval,
          from: state.counts.from,
          to: state.counts.to,
        }}
      />
      <div className="subscriber-filters__field subscriber-filters__field--wide">
        <label htmlFor="subscriber-search">Address contains</label>
        <input id="subscriber-search" type="search" name="search" defaultValue={state.list.search ?? ""} />
      </div>
      <div className="subscriber-filters__field">
        <label htmlFor="subscriber-status">Status</label>
        <select id="subscriber-status" name="status" defaultValue={state.list.status ?? ""}>
          <option value="">Any status</option>
          {subscriptionStatuses.map((status) => (
            <option key={status} value={status}>
              {subscriptionStatusLabels[status]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button admin-button--small">
        Search
      </button>
    </Form>
  );
}
