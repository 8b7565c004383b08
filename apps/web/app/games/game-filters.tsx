import {
  type GameEntities,
  type GameSortId,
  gameSearchMaxLength,
  gameSortOptions,
} from "@quillspin/contracts";
import { useRef } from "react";
import { Form, useSubmit } from "react-router";
import { setDeclaredCookie } from "../cookies/browser-cookies";
import { gamesMessages } from "../locale/areas/games";
import { useMessages } from "../locale/locale-context";
import { type GameListState, filterEntityLists as groups } from "./game-list-state";

/**
 * The list's filters and sort as a GET form: without JavaScript it submits like any form; with it,
 * every change submits at once. Either way the state lives in the URL.
 */
export function GameFilters({ state, entities }: { state: GameListState; entities: GameEntities }) {
  const m = useMessages(gamesMessages);
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const apply = () => {
    if (form.current) submit(form.current, { preventScrollReset: true });
  };

  return (
    <Form ref={form} method="get" className="game-filters" aria-label={m.games.filtersLabel}>
      <div className="game-filters__top">
        <label className="game-filters__search">
          <span>{m.games.search}</span>
          <input
            type="search"
            name="q"
            defaultValue={state.q}
            maxLength={gameSearchMaxLength}
            placeholder={m.games.searchPlaceholder}
          />
        </label>
        <label className="game-filters__sort">
          <span>{m.games.sort}</span>
          <select
            name="sort"
            defaultValue={state.sort}
            onChange={(event) => {
              setDeclaredCookie("game_list_preferences", event.target.value as GameSortId);
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
              {entities[group.entities].map((entity) => (
                <label key={entity.id} className="checkbox">
                  <input
                    type="checkbox"
                    name={group.key}
                    value={entity.id}
                    defaultChecked={state.filters[group.key].includes(entity.id)}
                    onChange={apply}
                  />
                  <span>{entity.name}</span>
                </label>
              ))}
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
