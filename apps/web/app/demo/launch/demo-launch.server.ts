import type { ApiClient } from "../../api/api-client";
import { ApiRequestError, toastTextOf } from "../../api/api-request-error";
import { readDemoAddress } from "./demo-address";
import { type DemoLaunchQuery, launchSearch } from "./launch-query";
import { ADDRESS_FAILED_MESSAGE } from "./start-demo";

export type DemoAddressOutcome =
  | { kind: "ready"; url: string }
  | { kind: "unknown-game" }
  /** A version the game does not offer or a jurisdiction profile the API does not know. */
  | { kind: "refused" }
  /** Anything else: the error toast's text (site.md section 8), for the page to show once it runs. */
  | { kind: "failed"; toast: string };

/** The launch page's request for a demo address, made by the site's server (`serverApi(request)`). */
export async function fetchDemoAddress(
  api: ApiClient,
  slug: string,
  query: DemoLaunchQuery = {},
): Promise<DemoAddressOutcome> {
  try {
    const answer = await api.get<unknown>(`/games/${encodeURIComponent(slug)}/demo${launchSearch(query)}`);
    const url = readDemoAddress(answer);
    if (url) return { kind: "ready", url };
    const problem = `GET /games/${slug}/demo answered without an http(s) game_url`;
    console.error(ADDRESS_FAILED_MESSAGE, problem);
    return { kind: "failed", toast: problem };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return { kind: "unknown-game" };
    // A version the game does not offer (decision 28) or an unknown profile (decision 31): the API's
    // 400 answers the page's 400.
    if (error instanceof ApiRequestError && error.status === 400) return { kind: "refused" };
    console.error(ADDRESS_FAILED_MESSAGE, error);
    return { kind: "failed", toast: toastTextOf(error) };
  }
}
