import { brand, gameSummaries } from "@quillspin/content";
import type { GameListResponse } from "@quillspin/contracts";
import { browserApi } from "../api/browser-api";
import { serverApi } from "../api/server-api.server";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { messagesForMeta } from "../locale/meta-messages";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/home";

const TEASER_SIZE = 6;

/** The teaser is optional: without the API the rest of the home page still renders. */
async function gamesTeaser(load: () => Promise<GameListResponse>) {
  try {
    return (await load()).data;
  } catch {
    return null;
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  return { games: await gamesTeaser(() => serverApi(request).get("/games", { limit: TEASER_SIZE })) };
}

export async function clientLoader() {
  return { games: await gamesTeaser(() => browserApi.get("/games", { limit: TEASER_SIZE })) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const m = useMessages();
  const { games } = loaderData;
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <p className="kicker">{m.home.kicker}</p>
        <h1 id="home-title">{m.home.heading}</h1>
        <p className="lead">{m.home.lead}</p>
        <AppLink className="button button--primary" to="/games">
          {m.games.viewAll}
        </AppLink>
      </section>
      <section className="section" aria-labelledby="pitch-title">
        <h2 id="pitch-title">{m.home.pitchTitle}</h2>
        <ul className="card-grid">
          {m.home.pitch.map((point) => (
            <li key={point.title} className="card">
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="section" aria-labelledby="games-title">
        <h2 id="games-title">{m.home.gamesTitle}</h2>
        <p>{m.home.gamesLead}</p>
        {games ? (
          <ul className="game-names">
            {games.map((game) => (
              <li key={game.slug}>{game.name}</li>
            ))}
          </ul>
        ) : (
          <p role="status">{m.games.loadFailed}</p>
        )}
        <AppLink className="button" to="/games">
          {m.games.viewAll}
        </AppLink>
      </section>
    </>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const m = messagesForMeta(matches);
  return pageMeta({
    title: m.home.title,
    description: m.home.description(brand.name, gameSummaries.length),
    path: "/",
  });
}
