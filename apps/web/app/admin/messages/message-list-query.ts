import { type MessageListQuery, messageListQuerySchema } from "@quillspin/contracts";
import { fieldErrorsOf } from "../../forms/use-schema-form";

/** The filter form's fields, as they appear in the page's address. */
export const messageFilterFields = ["q", "read", "state", "assignee", "topic"] as const;
export type MessageFilterField = (typeof messageFilterFields)[number];
export type MessageFilterValues = Record<MessageFilterField, string>;

export interface MessageListState {
  query: MessageListQuery;
  /** What the address said, shown again in the filter form. */
  values: MessageFilterValues;
  /** A filter the contract refuses is left out and its message shown beside it. */
  errors: Partial<Record<MessageFilterField | "page", string>>;
}

/** Reads the list's filters and page from the address with the API's own query schema. */
export function messageListStateOf(url: URL): MessageListState {
  const raw = Object.fromEntries(url.searchParams);
  const values = Object.fromEntries(
    messageFilterFields.map((field) => [field, raw[field] ?? ""]),
  ) as MessageFilterValues;
  const parsed = messageListQuerySchema.safeParse(raw);
  if (parsed.success) return { query: parsed.data, values, errors: {} };
  const errors = fieldErrorsOf<Record<MessageFilterField | "page", string>>(parsed.error.issues);
  const kept = Object.fromEntries(Object.entries(raw).filter(([field]) => !(field in errors)));
  return { query: messageListQuerySchema.parse(kept), values, errors };
}

/** The list's address with the same filters on another page. */
export function messagePageHref(values: MessageFilterValues, page: number): string {
  const search = new URLSearchParams();
  for (const field of messageFilterFields) if (values[field]) search.set(field, values[field]);
  if (page > 1) search.set("page", String(page));
  const query = search.toString();
  return query ? `/admin/messages?${query}` : "/admin/messages";
}
