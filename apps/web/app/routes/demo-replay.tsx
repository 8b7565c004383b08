import { brand } from "@quillspin/content";
import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { ReplayNotFound } from "../demo/replay/replay-missing";
import type { ReplayMissing } from "../demo/replay/replay-page";
import { loadReplayPage } from "../demo/replay/replay-page.server";
import { RoundReplay } from "../demo/replay/round-replay";
import { ErrorView } from "../errors/error-view";
import { fullBleed } from "../layouts/full-bleed";
import { demoReplayMessages } from "../locale/areas/demo-replay";
import { messagesForMeta } from "../locale/meta-messages";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/demo-replay";
import "../demo/player/demo-player.css";
import "../demo/player/demo-session.css";

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await loadReplayPage(request, params.gameSlug, params.roundId);
  if (!("replay" in page)) throw data(page, { status: 404 });
  return page;
}

/** The replay plays on the player's own stage, to the screen's edges as the player does. */
export const handle = fullBleed;

/** Public for its 30 days, but a page of one round: never indexed, and gone when the round is purged. */
export function headers(): HeadersInit {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

export default function DemoReplayPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <main id="main" className="demo-play" tabIndex={-1}>
      <RoundReplay game={page.game} replay={page.replay} />
    </main>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const copy = messagesForMeta(matches, demoReplayMessages).demoReplay;
  const name = loaderData?.game.name ?? brand.name;
  return pageMeta({ title: copy.title(name), description: copy.description(name), noindex: true });
}

/** An unknown or expired round is the replay's own 404 page; anything else the site's error view. */
export function ErrorBoundary() {
  const error = useRouteError();
  const missing =
    isRouteErrorResponse(error) && error.status === 404 ? (error.data as ReplayMissing | null) : null;
  return (
    <main id="main" className="empty-layout" tabIndex={-1}>
      {missing ? <ReplayNotFound game={missing.game} /> : <ErrorView error={error} />}
    </main>
  );
}
