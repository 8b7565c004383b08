import { lastPageOf } from "../api/url-query";
import { ActiveFilters } from "../games/active-filters";
import { GameCard } from "../games/game-card";
import { GameFilters } from "../games/game-filters";
import "../games/game-list.css";
// The cards' stylesheet comes with the pages that list them (game-card.tsx).
import "../games/game-card.css";
import { brand } from "@quillspin/content";
import { loadGameList } from "../games/game-list.server";
import { GAMES_PER_PAGE, hasActiveFilters, listSearchOf } from "../games/game-list-state";
import { gamesMessages } from "../locale/areas/games";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { messagesForMeta } from "../locale/meta-messages";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/games";

export function loader({ request }: Route.LoaderArgs) {
  return loadGameList(request);
}

function pageHref(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  next.set("page", String(page));
  return `/games?${next.toString()}`;
}

const RESULTS_HEADING = "game-results";

export default function Games({ loaderData }: Route.ComponentProps) {
  const m = useMessages(gamesMessages);
  const { state, entities, facets, list, recent } = loaderData;
  const pages = lastPageOf(list.meta.total, GAMES_PER_PAGE);
  const search = listSearchOf(state);

  return (
    <div className="page games-page">
      <header className="page-hero">
        <p className="kicker">{m.nav.games}</p>
        <h1>{m.games.title}</h1>
        <p className="lead">{m.games.lead}</p>
      </header>
      {recent.length > 0 ? (
        <nav className="games-page__recent" aria-labelledby="recently-viewed">
          <h2 id="recently-viewed">{m.games.recentlyViewed}</h2>
          <ul className="tag-list">
            {recent.map((game) => (
              <li key={game.slug}>
                <AppLink to={`/games/${game.slug}`}>{game.name}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="games-page__layout">
        <GameFilters state={state} entities={entities} facets={facets} />
        <div className="games-page__results">
          <h2 id={RESULTS_HEADING} className="visually-hidden" tabIndex={-1}>
            {m.games.results}
          </h2>
          <p className="games-page__count" role="status">
            {m.games.count(list.meta.total)}
          </p>
          <ActiveFilters state={state} entities={entities} fallbackId={RESULTS_HEADING} />
          {list.data.length > 0 ? (
            <ul className="game-grid">
              {list.data.map((game) => (
                <li key={game.slug}>
                  <GameCard game={game} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="games-page__empty">
              <p>{hasActiveFilters(state) ? m.games.noMatch : m.games.empty}</p>
              <AppLink className="button" to="/games">
                {m.games.reset}
              </AppLink>
            </div>
          )}
          {pages > 1 ? (
            <nav className="pagination" aria-label={m.games.pagination}>
              {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
                <AppLink
                  key={page}
                  to={pageHref(search, page)}
                  className={`pagination__page${page === state.page ? " is-current" : ""}`}
                  aria-current={page === state.page ? "page" : undefined}
                >
                  {page}
                </AppLink>
              ))}
            </nav>
          ) : null}
        </div>
      </div>
      <p className="games-page__feeds muted">
        {m.games.feeds} <a href="/games.json">games.json</a> · <a href="/games.csv">games.csv</a> ·{" "}
        <AppLink to="/games/compare">{m.games.compare}</AppLink>
        <br />
        {m.games.feedsNote}
      </p>
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const m = messagesForMeta(matches, gamesMessages);
  return pageMeta({ title: m.games.title, description: m.games.description(brand.name), path: "/games" });
}
