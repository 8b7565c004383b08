import {
  type SubscriberCountsQuery,
  type SubscriberListQuery,
  subscriberCountsQuerySchema,
  subscriberListQuerySchema,
} from "@quillspin/contracts";
import type { z } from "zod";

/** What the page's address says: the list's search, status and page, and the chart's range. */
export interface SubscribersPageState {
  list: SubscriberListQuery;
  counts: SubscriberCountsQuery;
  /** The subscriber whose erasure waits for confirmation. */
  erase: string | null;
}

/**
 * Reads the address with the contract's schema; a value it refuses is dropped and its default used,
 * so whatever is typed into the address answers a page.
 */
function readQuery<S extends z.ZodType<object>>(schema: S, params: URLSearchParams, keys: readonly string[]) {
  const input: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value) input[key] = value;
  }
  for (;;) {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data as z.output<S>;
    const refused = parsed.error.issues.map((issue) => String(issue.path[0]));
    if (!refused.some((key) => key in input)) return schema.parse({}) as z.output<S>;
    for (const key of refused) delete input[key];
  }
}

export const listKeys = ["search", "status", "page"] as const;
export const countKeys = ["interval", "from", "to"] as const;

export function subscribersPageState(url: URL): SubscribersPageState {
  return {
    list: readQuery(subscriberListQuerySchema, url.searchParams, listKeys),
    counts: readQuery(subscriberCountsQuerySchema, url.searchParams, countKeys),
    erase: url.searchParams.get("erase"),
  };
}

/** The page's address with some of its state changed; defaults and empty values are left out. */
export function subscribersHref(
  state: SubscribersPageState,
  changes: Partial<
    Record<(typeof listKeys)[number] | (typeof countKeys)[number] | "erase", string | number | null>
  >,
): string {
  const values: Record<string, string | number | null | undefined> = {
    search: state.list.search,
    status: state.list.status,
    page: state.list.page === 1 ? null : state.list.page,
    interval: state.counts.interval === "day" ? null : state.counts.interval,
    from: state.counts.from,
    to: state.counts.to,
    erase: state.erase,
    ...changes,
  };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== null && value !== undefined && value !== "") params.set(key, String(value));
  const query = params.toString();
  return query ? `/admin/subscribers?${query}` : "/admin/subscribers";
}
