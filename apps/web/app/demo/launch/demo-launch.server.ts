import type { ApiClient } from "../../api/api-client";
import { ApiRequestError } from "../../api/api-request-error";
import { readDemoAddress } from "./demo-address";
import { type DemoLaunchQuery, launchSearch } from "./launch-query";
import { ADDRESS_FAILED_MESSAGE } from "./start-demo";

export type DemoAddressOutcome =
  | { kind: "ready"; url: string }
  | { kind: "unknown-game" }
  /** A version the game does not offer or a jurisdiction profile the API does not know. */
  | { kind: "refused" }
  | { kind: "failed" };

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
    console.error(ADDRESS_FAILED_MESSAGE, `GET /games/${slug}/demo answered without an http(s) game_url`);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return { kind: "unknown-game" };
    // A version the game does not offer (decision 28) or an unknown profile (decision 31): the API's
    // 400 answers the page's 400.
    if (error instanceof ApiRequestError && error.status === 400) return { kind: "refused" };
    console.error(ADDRESS_FAILED_MESSAGE, error);
  }
  return { kind: "failed" };
}
