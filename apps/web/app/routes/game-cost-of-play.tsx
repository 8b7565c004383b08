import { gameSummaries } from "@quillspin/content";
import { gameParResponseSchema, siteRoutes } from "@quillspin/contracts";
import { data } from "react-router";
import { ApiRequestError } from "../api/api-request-error";
import { serverApi } from "../api/server-api.server";
import { ParSummarySection } from "../games/par-summary/par-summary";
import { parMessages } from "../locale/areas/par";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { messagesForMeta } from "../locale/meta-messages";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/game-cost-of-play";

/**
 * Where the game page's cost-of-play form goes when scripts do not run: the game pages are prerendered,
 * so the answer to a chosen bet and speed is rendered here on request, from the API's PAR summary. The
 * query is read leniently (anything malformed gives the defaults), as every page query is.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  // Only the catalogue's games have a sheet: any other address is not found, without asking the API.
  if (!gameSummaries.some((game) => game.slug === params.slug)) throw data(null, { status: 404 });
  const answer = await serverApi(request)
    .get(`/games/${encodeURIComponent(params.slug)}/par`, undefined, { schema: gameParResponseSchema })
    .catch((error: unknown) => {
      // A game without a committed sheet has no cost-of-play page either.
      if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
      throw error;
    });
  const query = new URL(request.url).searchParams;
  return { summary: answer.data, query: { bet: query.get("bet"), speed: query.get("speed") } };
}

export default function GameCostOfPlay({ loaderData }: Route.ComponentProps) {
  const m = useMessages(parMessages);
  const { summary, query } = loaderData;
  return (
    <div className="page">
      <h1>{m.par.pageTitle(summary.name)}</h1>
      <ParSummarySection summary={summary} costQuery={query} />
      <p>
        <AppLink to={siteRoutes.game(summary.slug)}>{m.par.backToGame(summary.name)}</AppLink>
      </p>
    </div>
  );
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const m = messagesForMeta(matches, parMessages);
  return pageMeta({
    title: m.par.pageTitle(loaderData.summary.name),
    description: m.par.pageDescription(loaderData.summary.name),
    path: siteRoutes.gameCostOfPlay(loaderData.summary.slug),
    noindex: true,
  });
}
