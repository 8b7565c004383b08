import type { GameEntities } from "@quillspin/contracts";
import { useEffect, useRef } from "react";
import { gamesMessages } from "../locale/areas/games";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import {
  type ActiveFilter,
  activeFiltersOf,
  filterEntityLists,
  type GameListState,
  listSearchOf,
} from "./game-list-state";

/**
 * The filters and search in force, each a link to the list without it, and one to the list without
 * any: plain links, so they work before scripts. Once one is followed by a client navigation its link
 * is gone, so the focus moves to the one that took its place, or to `fallbackId` when none is left.
 */
export function ActiveFilters({
  state,
  entities,
  fallbackId,
}: {
  state: GameListState;
  entities: GameEntities;
  fallbackId: string;
}) {
  const m = useMessages(gamesMessages);
  const active = activeFiltersOf(state);
  const list = useRef<HTMLUListElement>(null);
  const removed = useRef<number | null>(null);
  const stateKey = listSearchOf(state).toString();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list's state changes
  useEffect(() => {
    const index = removed.current;
    if (index === null) return;
    removed.current = null;
    const links = list.current?.querySelectorAll("a") ?? [];
    const next = links.length > 1 ? links[Math.min(index, links.length - 2)] : null;
    (next ?? document.getElementById(fallbackId))?.focus();
  }, [stateKey]);

  if (active.length === 0) return null;
  const labelOf = ({ key, value }: ActiveFilter) => {
    if (key === "q") return m.games.searchFilter(value);
    const group = filterEntityLists.find((entry) => entry.key === key);
    const entity = group && entities[group.entities].find((entry) => entry.id === value);
    return m.games.filterValue(m.games.filters[key], entity?.name ?? value);
  };
  const hrefWithout = (filter?: ActiveFilter) =>
    `/games?${filter ? listSearchOf(state, filter) : new URLSearchParams({ sort: state.sort })}`;

  return (
    <section className="active-filters" aria-labelledby="active-filters">
      <h3 id="active-filters" className="active-filters__title">
        {m.games.activeFilters}
      </h3>
      <ul ref={list} className="active-filters__list">
        {active.map((filter, index) => {
          const label = labelOf(filter);
          return (
            <li key={`${filter.key}=${filter.value}`}>
              <AppLink
                className="active-filters__chip"
                to={hrefWithout(filter)}
                preventScrollReset
                aria-label={m.games.removeFilter(label)}
                onClick={() => {
                  removed.current = index;
                }}
              >
                {label} <span aria-hidden="true">×</span>
              </AppLink>
            </li>
          );
        })}
        <li>
          <AppLink
            className="active-filters__clear"
            to={hrefWithout()}
            preventScrollReset
            onClick={() => {
              removed.current = 0;
            }}
          >
            {m.games.clearFilters}
          </AppLink>
        </li>
      </ul>
    </section>
  );
}
