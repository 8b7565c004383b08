import {
  subscriberCountIntervals,
  subscriptionStatuses,
  subscriptionStatusLabels,
} from "@quillspin/contracts";
import { Form } from "react-router";
import { SelectField, TextField } from "../../forms/fields";
import type { SubscribersPageState } from "./subscribers-query";

const intervalLabels = { day: "Days", week: "Weeks", month: "Months" } as const;
const intervalChoices = subscriberCountIntervals.map((interval) => ({
  value: interval,
  label: intervalLabels[interval],
}));
const statusChoices = subscriptionStatuses.map((status) => ({
  value: status,
  label: subscriptionStatusLabels[status],
}));

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
      <SelectField
        id="counts-interval"
        name="interval"
        label="Each"
        options={intervalChoices}
        defaultValue={state.counts.interval}
      />
      {/* The range's error is said under its start, where the range is entered. */}
      <TextField
        id="counts-from"
        type="date"
        name="from"
        label="From"
        error={error ?? undefined}
        defaultValue={state.counts.from ?? ""}
      />
      <TextField id="counts-to" type="date" name="to" label="To" defaultValue={state.counts.to ?? ""} />
      <button type="submit" className="button admin-button--small">
        Show
      </button>
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
      <TextField
        id="subscriber-search"
        type="search"
        name="search"
        label="Address contains"
        defaultValue={state.list.search ?? ""}
      />
      <SelectField
        id="subscriber-status"
        name="status"
        label="Status"
        placeholder="Any status"
        options={statusChoices}
        defaultValue={state.list.status ?? ""}
      />
      <button type="submit" className="button admin-button--small">
        Search
      </button>
    </Form>
  );
}
