// The game list's state and the constants its page renders with. No zod here: the list page loads
// this module in the browser, and the schema that reads a URL into this state
// (`game-list-query.ts`) runs only in the loader (decision 22).
import type { GameEntities, GameSortId, gameFilterKeys } from "@quillspin/contracts";

export const GAMES_PER_PAGE = 12;
export const DEFAULT_SORT: GameSortId = "new_releases";

/** Which list of `GET /games/entities` holds the values of each filter, in the order the filters show. */
export const filterEntityLists = [
  { key: "type", entities: "types" },
  { key: "volatility", entities: "volatilities" },
  { key: "theme", entities: "themes" },
  { key: "mechanic", entities: "mechanics" },
  { key: "language", entities: "languages" },
  { key: "special_feature", entities: "special_features" },
] as const satisfies readonly { key: (typeof gameFilterKeys)[number]; entities: keyof GameEntities }[];

/** The list's state as the URL holds it: the same parameter names the API takes. */
export interface GameListState {
  filters: Record<(typeof gameFilterKeys)[number], string[]>;
  q: string;
  sort: GameSortId;
  page: number;
}

export function hasActiveFilters(state: GameListState): boolean {
  return state.q !== "" || Object.values(state.filters).some((values) => values.length > 0);
}

/** One filter value in force, as the URL holds it. */
export interface ActiveFilter {
  key: (typeof gameFilterKeys)[number] | "q";
  value: string;
}

/** The filters and search in force, in the order the filters show. */
export function activeFiltersOf(state: GameListState): ActiveFilter[] {
  const values: ActiveFilter[] = filterEntityLists.flatMap(({ key }) =>
    state.filters[key].map((value) => ({ key, value })),
  );
  return state.q ? [{ key: "q", value: state.q }, ...values] : values;
}

/**
 * The list's query for a state, its sort kept and the page left out (a changed list starts on its
 * first page), optionally without one filter value: the address that removes it.
 */
export function listSearchOf(state: GameListState, without?: ActiveFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (state.q && without?.key !== "q") search.append("q", state.q);
  for (const { key } of filterEntityLists) {
    for (const value of state.filters[key]) {
      if (without?.key !== key || without.value !== value) search.append(key, value);
    }
  }
  search.append("sort", state.sort);
  return search;
}
