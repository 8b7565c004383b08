import {
  type GameEntities,
  type GameFilterValues,
  gameFilterKeys,
  gameListQuerySchemaFor,
  gameVolatilityIds,
} from "@quillspin/contracts";
import { isPageWithinContract, readPageNumber, readQueryValue } from "../api/url-query";
import { DEFAULT_SORT, filterEntityLists, GAMES_PER_PAGE, type GameListState } from "./game-list-state";

/**
 * The filter values the site offers, from the entities it shows. Null while they are unknown (their
 * fetch failed): the filters then go to the API as given, and its 400 becomes the site's 400 page.
 */
export function filterValuesOf(entities: GameEntities): GameFilterValues | null {
  if (filterEntityLists.every(({ entities: list }) => entities[list].length === 0)) return null;
  const ids = (list: keyof GameEntities) => entities[list].map((entity) => entity.id);
  const volatilities = new Set(ids("volatilities"));
  return {
    type: ids("types"),
    volatility: gameVolatilityIds.filter((level) => volatilities.has(level)),
    theme: ids("themes"),
    mechanic: ids("mechanics"),
    language: ids("languages"),
    special_feature: ids("special_features"),
  };
}

/** Page, search and sort do not depend on the catalogue, so one schema reads them for every request. */
const listFields = gameListQuerySchemaFor({
  type: [],
  volatility: [],
  theme: [],
  mechanic: [],
  language: [],
  special_feature: [],
}).shape;

/**
 * Reads the list state from a URL's query with the contract's schema: unknown filter values are
 * dropped, and a malformed search, sort or page falls back to its default instead of failing the page.
 * A sort the visitor saved (optional cookie) applies when the URL names none. A whole page number
 * beyond the contract's bounds is kept, for the page to answer 404 (`hasPageWithinContract`).
 */
export function readGameListState(
  params: URLSearchParams,
  savedSort?: string | null,
  allowed: GameFilterValues | null = null,
): GameListState {
  const fields = allowed ? gameListQuerySchemaFor(allowed).shape : null;
  const filters = Object.fromEntries(
    gameFilterKeys.map((key) => {
      const given = [...new Set(params.getAll(key).map((value) => value.trim()))].filter(Boolean);
      // Without the catalogue's values only the search's own bounds apply: short, single-line text.
      const known = fields
        ? given.filter((value) => fields[key].safeParse([value]).success)
        : given.filter((value) => readQueryValue(listFields.q, value, "") === value);
      return [key, known];
    }),
  ) as GameListState["filters"];
  const sort = readQueryValue(listFields.sort, params.get("sort"), undefined);
  return {
    filters,
    q: readQueryValue(listFields.q, params.get("q"), ""),
    sort: sort ?? readQueryValue(listFields.sort, savedSort ?? null, DEFAULT_SORT),
    page: readPageNumber(listFields.page, params.get("page")),
  };
}

/** Whether the API can be asked for the state's page at all; a page beyond is past the last one. */
export function hasPageWithinContract(state: GameListState): boolean {
  return isPageWithinContract(listFields.page, state.page);
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

/** The facet counts' query for a list state: its filters and search. */
export function facetsQueryOf(state: GameListState) {
  return { ...state.filters, q: state.q || undefined };
}
