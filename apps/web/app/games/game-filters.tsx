import {
  type GameEntities,
  type GameFacets,
  type GameSortId,
  gameSearchMaxLength,
  gameSortOptions,
} from "@quillspin/contracts";
import { useRef, useState } from "react";
import { Form, useSubmit } from "react-router";
import { setDeclaredCookie } from "../cookies/browser-cookies";
import { gamesMessages } from "../locale/areas/games";
import { useMessages } from "../locale/locale-context";
import { type GameListState, filterEntityLists as groups, listSearchOf } from "./game-list-state";

type Selection = GameListState["filters"];

/**
 * The list's filters and sort as a GET form: without JavaScript it submits like any form ("Show
 * games"); with it, a ticked option or a new sort applies at once by a client navigation, and the
 * search on Enter. The controls stay mounted across those navigations, so the focus stays on the
 * control the visitor used; they follow the URL when it changes under them (Back, a removed filter).
 * Each option shows how many games it would match; one that matches none is shown with "(0)" and
 * cannot be ticked, unless it is ticked already or has the focus (it would take the focus away).
 */
export function GameFilters({
  state,
  entities,
  facets,
}: {
  state: GameListState;
  entities: GameEntities;
  facets: GameFacets | null;
}) {
  const m = useMessages(gamesMessages);
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const stateKey = listSearchOf(state).toString();
  const [shown, setShown] = useState({ key: stateKey, filters: state.filters, q: state.q, sort: state.sort });
  const [focused, setFocused] = useState<string | null>(null);
  // The URL changed: show what it says (React's pattern for state that follows a prop).
  if (shown.key !== stateKey)
    setShown({ key: stateKey, filters: state.filters, q: state.q, sort: state.sort });

  const apply = () => {
    if (form.current) submit(form.current, { preventScrollReset: true });
  };
  const toggle = (key: keyof Selection, id: string, on: boolean) => {
    const values = shown.filters[key].filter((value) => value !== id);
    setShown({ ...shown, filters: { ...shown.filters, [key]: on ? [...values, id] : values } });
    apply();
  };

  return (
    <Form ref={form} method="get" className="game-filters" aria-label={m.games.filtersLabel}>
      <div className="game-filters__top">
        <label className="game-filters__search">
          <span>{m.games.search}</span>
          <input
            type="search"
            name="q"
            value={shown.q}
            onChange={(event) => setShown({ ...shown, q: event.target.value })}
            maxLength={gameSearchMaxLength}
            placeholder={m.games.searchPlaceholder}
          />
        </label>
        <label className="game-filters__sort">
          <span>{m.games.sort}</span>
          <select
            name="sort"
            value={shown.sort}
            onChange={(event) => {
              const sort = event.target.value as GameSortId;
              setDeclaredCookie("game_list_preferences", sort);
              setShown({ ...shown, sort });
              apply();
            }}
          >
            {gameSortOptions.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="game-filters__groups">
        {groups.map((group) =>
          entities[group.entities].length > 0 ? (
            <fieldset key={group.key} className="game-filters__group">
              <legend>{m.games.filters[group.key]}</legend>
              {entities[group.entities].map((entity) => {
                const inputId = `filter-${group.key}-${entity.id}`;
                const checked = shown.filters[group.key].includes(entity.id);
                const count = facets?.[group.key][entity.id];
                const empty = count === 0 && !checked;
                return (
                  <label key={entity.id} className={`checkbox${empty ? " is-empty" : ""}`} htmlFor={inputId}>
                    <input
                      id={inputId}
                      type="checkbox"
                      name={group.key}
                      value={entity.id}
                      checked={checked}
                      disabled={empty && focused !== inputId}
                      onChange={(event) => toggle(group.key, entity.id, event.target.checked)}
                      onFocus={() => setFocused(inputId)}
                      onBlur={() => setFocused((current) => (current === inputId ? null : current))}
                    />
                    <span>
                      {entity.name}
                      {count === undefined ? null : (
                        <span className="checkbox__count"> {m.games.optionCount(count)}</span>
                      )}
                    </span>
                  </label>
                );
              })}
            </fieldset>
          ) : null,
        )}
      </div>
      <div className="game-filters__actions">
        <button type="submit" className="button button--primary">
          {m.games.apply}
        </button>
      </div>
    </Form>
  );
}
