import { brand } from "@quillspin/content";
import type { GameListResponse } from "@quillspin/contracts";
import { browserApi } from "../api/browser-api";
import { serverApi } from "../api/server-api.server";
import { useMessages } from "../locale/locale-context";
import { messagesForMeta } from "../locale/meta-messages";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/games";

const CATALOGUE_PAGE = { limit: 100 };

export async function loader({ request }: Route.LoaderArgs) {
  return serverApi(request).get<GameListResponse>("/games", CATALOGUE_PAGE);
}

/** After the first page load the browser asks the API itself; a failure shows the error toast. */
export async function clientLoader() {
  return browserApi.get<GameListResponse>("/games", CATALOGUE_PAGE);
}

export default function Games({ loaderData }: Route.ComponentProps) {
  const m = useMessages();
  return (
    <section className="section" aria-labelledby="games-title">
      <h1 id="games-title">{m.games.title}</h1>
      <p className="lead">{m.games.lead}</p>
      <ul className="game-names">
        {loaderData.data.map((game) => (
          <li key={game.slug}>{game.name}</li>
        ))}
      </ul>
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const m = messagesForMeta(matches);
  return pageMeta({ title: m.games.title, description: m.games.description(brand.name), path: "/games" });
}
