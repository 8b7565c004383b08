import type { GameEntities, GameEntitiesResponse, GameListResponse } from "@quillspin/contracts";
import { serverApi } from "../api/server-api.server";
import { readCookie } from "../consent/read-cookie";
import { emptyEntities, keepEnglishOnly } from "./entities-step";
import { apiQueryOf, readGameListState } from "./game-list-query";
import { recentlyViewedGames } from "./recently-viewed";

/** The game list as the first page load renders it: entities and the filtered list side by side. */
export async function loadGameList(request: Request) {
  const url = new URL(request.url);
  const state = readGameListState(
    url.searchParams,
    readCookie(request.headers.get("cookie"), "game_list_preferences"),
  );
  const api = serverApi(request);
  const [entities, list] = await Promise.all([
    api
      .get<GameEntitiesResponse>("/games/entities")
      .then((response): GameEntities => keepEnglishOnly(response.data))
      .catch((error: unknown) => {
        console.error("Failed to load the game filter entities", error);
        return emptyEntities;
      }),
    api.get<GameListResponse>("/games", apiQueryOf(state)),
  ]);
  return { state, entities, list, recent: recentlyViewedGames(request.headers.get("cookie")) };
}
