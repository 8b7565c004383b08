import {
  type SubscriberCountsResponse,
  type SubscriberErasureResponse,
  subscriberCountsResponseSchema,
  subscriberErasureRequestSchema,
  subscriberErasureResponseSchema,
  subscriberListResponseSchema,
} from "@quillspin/contracts";
import type { ApiClient } from "../../api/api-client";
import { ApiRequestError } from "../../api/api-request-error";
import { submitForm } from "../../forms/form-action";
import { emptyErasure } from "./subscriber-erasure-fields";
import { subscribersPageState } from "./subscribers-query";

/**
 * The list and the chart, side by side. A range the API refuses (too many periods) leaves the chart
 * out and says why beside its form; the list still shows.
 */
export async function subscribersPage(api: ApiClient, url: URL) {
  const state = subscribersPageState(url);
  const counts = api
    .get("/admin/subscribers/counts", { ...state.counts }, { schema: subscriberCountsResponseSchema })
    .then(
      (answer): { counts: SubscriberCountsResponse; countsError: null } => ({
        counts: answer,
        countsError: null,
      }),
      (error: unknown) => {
        if (error instanceof ApiRequestError && error.status === 400 && error.serverMessage)
          return { counts: null, countsError: error.serverMessage };
        throw error;
      },
    );
  const list = api.get("/admin/subscribers", { ...state.list }, { schema: subscriberListResponseSchema });
  const [chart, subscribers] = await Promise.all([counts, list]);
  return { state, ...chart, list: subscribers };
}

/** The erase form's post: checked with the contract's schema, sent to the API as the staff member. */
export async function eraseSubscriber(api: ApiClient, formData: FormData) {
  return submitForm(formData, {
    schema: subscriberErasureRequestSchema,
    initial: emptyErasure,
    send: ({ id }) =>
      api.request<SubscriberErasureResponse>(`/admin/subscribers/${encodeURIComponent(id)}`, {
        method: "DELETE",
        schema: subscriberErasureResponseSchema,
      }),
    unreachable: "The API cannot be reached: nothing was erased. Try again in a moment.",
  });
}

/**
 * The export as the API answers it, for the site's download address. The API streams it from the
 * database; the site passes the file on whole, which a list of newsletter addresses allows.
 */
export async function confirmedSubscribersCsv(api: ApiClient): Promise<string> {
  return api.request<string>("/admin/subscribers/export.csv", { headers: { accept: "text/csv" } });
}
