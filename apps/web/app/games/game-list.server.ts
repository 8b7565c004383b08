import {
  type GameEntities,
  type GameEntitiesResponse,
  gameEntitiesResponseSchema,
  gameFacetsResponseSchema,
  gameListResponseSchema,
} from "@quillspin/contracts";
import { serverApi } from "../api/server-api.server";
import { lastPageOf } from "../api/url-query";
import { readCookie } from "../cookies/cookies";
import { pageNotFound, rethrowAsPageError } from "../errors/api-page-error.server";
import { createTtlCache } from "../news/ttl-cache";
import { emptyEntities, keepEnglishOnly } from "./game-entities";
import {
  apiQueryOf,
  facetsQueryOf,
  filterValuesOf,
  hasPageWithinContract,
  readGameListState,
} from "./game-list-query";
import { GAMES_PER_PAGE } from "./game-list-state";
import { recentlyViewedGames } from "./recently-viewed";

/**
 * The 'entities' step of site.md section 4, on the server: the filter entities change only with the
 * catalogue the API serves, so they are fetched once a minute and the list query waits for them (to
 * drop unknown filter values) without a second API call per page view.
 */
const cachedEntities = createTtlCache<GameEntitiesResponse>({ ttlMs: 60_000, maxEntries: 20 });

async function loadEntities(request: Request): Promise<GameEntities> {
  const api = serverApi(request);
  try {
    const response = await cachedEntities(api.locale, () =>
      api.get("/games/entities", undefined, { schema: gameEntitiesResponseSchema }),
    );
    return keepEnglishOnly(response.data);
  } catch (error) {
    console.error("Failed to load the game filter entities", error);
    return emptyEntities;
  }
}

/**
 * The game list's one data path, for the first page load and for client navigations (fetched as the
 * route's `.data`). A query the API refuses is the site's 400 page, a page past the last one its 404
 * page, any other failed call the error view with the API's status and its toast.
 */
export async function loadGameList(request: Request) {
  const entities = await loadEntities(request);
  const state = readGameListState(
    new URL(request.url).searchParams,
    readCookie(request.headers.get("cookie"), "game_list_preferences"),
    filterValuesOf(entities),
  );
  if (!hasPageWithinContract(state)) pageNotFound();
  const api = serverApi(request);
  const [list, facets] = await Promise.all([
    api.get("/games", apiQueryOf(state), { schema: gameListResponseSchema }).catch(rethrowAsPageError),
    // The counts beside each option: without them the options still filter, uncounted.
    api.get("/games/facets", facetsQueryOf(state), { schema: gameFacetsResponseSchema }).then(
      (response) => response.data,
      (error: unknown) => {
        console.error("Failed to load the game filter counts", error);
        return null;
      },
    ),
  ]);
  if (state.page > lastPageOf(list.meta.total, GAMES_PER_PAGE)) pageNotFound();
  return { state, entities, list, facets, recent: recentlyViewedGames(request.headers.get("cookie")) };
}
