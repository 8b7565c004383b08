import { type GameSortId, gameFilterKeys, gameSortIds } from "@quillspin/contracts";

export const GAMES_PER_PAGE = 12;
export const DEFAULT_SORT: GameSortId = "new_releases";

/** The list's state as the URL holds it: the same parameter names the API takes. */
export interface GameListState {
  filters: Record<(typeof gameFilterKeys)[number], string[]>;
  q: string;
  sort: GameSortId;
  page: number;
}

const isSortId = (value: string | null): value is GameSortId =>
  value !== null && (gameSortIds as readonly string[]).includes(value);

/**
 * Reads the list state from a URL's query. A sort the visitor saved (optional cookie) applies when
 * the URL names none; anything malformed falls back to the defaults instead of failing the page.
 */
export function readGameListState(params: URLSearchParams, savedSort?: string | null): GameListState {
  const filters = Object.fromEntries(
    gameFilterKeys.map((key) => [key, params.getAll(key).filter(Boolean)]),
  ) as GameListState["filters"];
  const sort = params.get("sort");
  const page = Number(params.get("page"));
  return {
    filters,
    q: (params.get("q") ?? "").trim().slice(0, 100),
    sort: isSortId(sort) ? sort : isSortId(savedSort ?? null) ? (savedSort as GameSortId) : DEFAULT_SORT,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The API query for a list state. */
export function apiQueryOf(state: GameListState) {
  return {
    ...state.filters,
    q: state.q || undefined,
    sort: state.sort,
    page: state.page,
    limit: GAMES_PER_PAGE,
  };
}

export function hasActiveFilters(state: GameListState): boolean {
  return state.q !== "" || Object.values(state.filters).some((values) => values.length > 0);
}
