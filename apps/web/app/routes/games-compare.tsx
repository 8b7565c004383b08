import { gameFactKeys, gameRecordBySlug, gameRecords } from "@quillspin/content";
import { formatMaxWinOdds, formatRtp } from "@quillspin/contracts/figures";
import { useState } from "react";
import { data, Form } from "react-router";
import { PlayDemoLink } from "../demo/launch/play-demo-link";
import { factLabel, factValue } from "../games/fact-value";
import "../games/game-list.css";
import { gameFactsData } from "../games/game-page.server";
import { loadRtpVersions } from "../games/rtp-versions/rtp-versions.server";
import { versionLaunchPath } from "../games/rtp-versions/version-launch-path";
import { compareMessages } from "../locale/areas/compare";
import { gameFactsMessages } from "../locale/areas/game-facts";
import { useLocale, useMessages } from "../locale/locale-context";
import { AppLink, localizePath } from "../locale/localized-link";
import { messagesForMeta } from "../locale/meta-messages";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/games-compare";

export const MAX_COMPARED = 4;

/**
 * The chosen games side by side. More than four is refused (400) with the ticks kept, so a visitor
 * without scripts reads why and unticks one; with scripts the fifth box cannot be ticked at all.
 */
export function loader({ request }: Route.LoaderArgs) {
  const slugs = [...new Set(new URL(request.url).searchParams.getAll("games"))];
  const records = slugs.map((slug) => gameRecordBySlug(slug)).filter((record) => record !== undefined);
  const refused = records.length > MAX_COMPARED;
  const compared = refused
    ? []
    : records.map((record) => ({
        slug: record.slug,
        name: record.content.name,
        ...gameFactsData(record),
        rtpVersions: loadRtpVersions(record.slug).map(({ id, rtp, stated }) => ({ id, rtp, stated })),
      }));
  return data(
    {
      compared,
      ticked: records.map((record) => record.slug),
      refusedCount: refused ? records.length : null,
      choices: gameRecords.map((record) => ({ slug: record.slug, name: record.content.name })),
    },
    { status: refused ? 400 : 200 },
  );
}

export default function CompareGames({ loaderData }: Route.ComponentProps) {
  const m = useMessages(compareMessages, gameFactsMessages);
  const locale = useLocale();
  const { compared, choices, ticked, refusedCount } = loaderData;
  // Before scripts run every box can be ticked and the server refuses a fifth; once they run, a fifth
  // box cannot be ticked while four are.
  const [chosen, setChosen] = useState(() => new Set<string>(ticked));
  const full = chosen.size >= MAX_COMPARED;
  const toggle = (slug: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(slug);
      else next.delete(slug);
      return next;
    });
  return (
    <div className="page compare-page">
      <header className="page-hero">
        <p className="kicker">{m.nav.games}</p>
        <h1>{m.compare.h1}</h1>
        <p className="lead">{m.compare.lead}</p>
      </header>
      <Form method="get" className="game-filters">
        <fieldset className="game-filters__group compare-page__choices" aria-describedby="compare-limit">
          <legend>{m.compare.choose}</legend>
          {choices.map((game) => (
            <label key={game.slug} className="checkbox">
              <input
                type="checkbox"
                name="games"
                value={game.slug}
                checked={chosen.has(game.slug)}
                disabled={full && !chosen.has(game.slug)}
                onChange={(event) => toggle(game.slug, event.currentTarget.checked)}
              />
              <span>{game.name}</span>
            </label>
          ))}
        </fieldset>
        <p id="compare-limit" className="muted" aria-live="polite">
          {full ? m.compare.full : m.compare.limit}
        </p>
        <div className="game-filters__actions">
          <button type="submit" className="button button--primary">
            {m.compare.submit}
          </button>
        </div>
      </Form>
      {refusedCount !== null ? (
        <p role="alert" className="form-summary">
          {m.compare.tooMany(refusedCount)}
        </p>
      ) : null}
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
              <tr>
                <th scope="row">{m.compare.maxWinOdds}</th>
                {compared.map((game) => (
                  <td key={game.slug}>
                    {game.headline ? formatMaxWinOdds(game.headline.maxWinOdds) : m.compare.notMeasured}
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">{m.compare.rtpVersions}</th>
                {compared.map((game) => (
                  <td key={game.slug}>
                    <ul className="compare-table__versions">
                      {game.rtpVersions.map((version) => (
                        <li key={version.id}>
                          <a
                            href={localizePath(versionLaunchPath(game.slug, version.id), locale)}
                            rel="nofollow"
                            aria-label={m.compare.playVersionLabel(
                              formatRtp(version.rtp),
                              game.name,
                              version.id,
                            )}
                          >
                            {formatRtp(version.rtp)}
                          </a>
                          {version.stated ? ` ${m.compare.stated}` : ""}
                        </li>
                      ))}
                    </ul>
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">{m.compare.demo}</th>
                {compared.map((game) => (
                  <td key={game.slug}>
                    <PlayDemoLink game={{ slug: game.slug, name: game.name }} nameInLabel />
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      ) : refusedCount === null ? (
        <p className="muted">{m.compare.pickTwo}</p>
      ) : null}
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const m = messagesForMeta(matches, compareMessages);
  return pageMeta({ title: m.compare.h1, description: m.compare.lead, path: "/games/compare" });
}
