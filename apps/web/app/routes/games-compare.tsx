import { gameFactKeys, gameRecordBySlug, gameRecords } from "@quillspin/content";
import { Form } from "react-router";
import { factLabel, factValue } from "../games/fact-value";
import "../games/game-list.css";
import { gameFactsData } from "../games/game-page.server";
import { compareMessages } from "../locale/areas/compare";
import { gameFactsMessages } from "../locale/areas/game-facts";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { messagesForMeta } from "../locale/meta-messages";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/games-compare";

export const MAX_COMPARED = 4;

export function loader({ request }: Route.LoaderArgs) {
  const slugs = [...new Set(new URL(request.url).searchParams.getAll("games"))];
  const compared = slugs
    .map((slug) => gameRecordBySlug(slug))
    .filter((record) => record !== undefined)
    .slice(0, MAX_COMPARED)
    .map((record) => ({ slug: record.slug, name: record.content.name, ...gameFactsData(record) }));
  return {
    compared,
    tooMany: slugs.length > MAX_COMPARED,
    choices: gameRecords.map((record) => ({ slug: record.slug, name: record.content.name })),
  };
}

export default function CompareGames({ loaderData }: Route.ComponentProps) {
  const m = useMessages(compareMessages, gameFactsMessages);
  const { compared, choices, tooMany } = loaderData;
  const chosen = new Set(compared.map((game) => game.slug));
  return (
    <div className="page compare-page">
      <header className="page-hero">
        <p className="kicker">{m.nav.games}</p>
        <h1>{m.compare.h1}</h1>
        <p className="lead">{m.compare.lead}</p>
      </header>
      <Form method="get" className="game-filters">
        <fieldset className="game-filters__group compare-page__choices">
          <legend>{m.compare.choose}</legend>
          {choices.map((game) => (
            <label key={game.slug} className="checkbox">
              <input type="checkbox" name="games" value={game.slug} defaultChecked={chosen.has(game.slug)} />
              <span>{game.name}</span>
            </label>
          ))}
        </fieldset>
        <div className="game-filters__actions">
          <button type="submit" className="button button--primary">
            {m.compare.submit}
          </button>
        </div>
      </Form>
      {tooMany ? <p role="alert">{m.compare.tooMany}</p> : null}
      {compared.length >= 2 ? (
        <div className="compare-table__scroll">
          <table className="cookie-table compare-table">
            <caption className="visually-hidden">{m.compare.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{m.compare.fact}</th>
                {compared.map((game) => (
                  <th key={game.slug} scope="col">
                    <AppLink to={`/games/${game.slug}`}>{game.name}</AppLink>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {gameFactKeys.map((key) => (
                <tr key={key}>
                  <th scope="row">{factLabel(key, m)}</th>
                  {compared.map((game) => (
                    <td key={game.slug}>{factValue(key, game, m)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="muted">{m.compare.pickTwo}</p>
      )}
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const m = messagesForMeta(matches, compareMessages);
  return pageMeta({ title: m.compare.h1, description: m.compare.lead, path: "/games/compare" });
}
