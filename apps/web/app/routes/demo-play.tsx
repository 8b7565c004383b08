import { brand } from "@quillspin/content";
import { lazy, Suspense } from "react";
import { data, isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { DemoPlayer } from "../demo/player/demo-player";
import { loadPlayerPage } from "../demo/player/player-page.server";
import { ErrorView } from "../errors/error-view";
import { bootAtOnce, withDocumentScript } from "../first-paint/boot-at-once";
import { fullBleed } from "../layouts/full-bleed";
import { useMessages } from "../locale/locale-context";
import { messagesForMeta } from "../locale/meta-messages";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/demo-play";
import "../demo/player/demo-player.css";
import "../demo/player/demo-session.css";
import { demoPlayerMessages } from "../locale/areas/demo-player";

// Shown only when an operator's wallet does not answer: its code and words load then.
const WalletDown = lazy(() =>
  import("../demo/player/wallet-down").then(({ WalletDown }) => ({ default: WalletDown })),
);
// Shown only for an unknown or expired session: the page of a session in play waits for no file of it.
const SessionMissing = lazy(() =>
  import("../demo/player/session-missing").then(({ SessionMissing }) => ({ default: SessionMissing })),
);

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await loadPlayerPage(request, params.gameSlug, new URL(request.url).searchParams);
  if (!page) throw data(null, { status: 404 });
  return page;
}

/**
 * The player is its Spin button: its code loads at once, not after the first paint (decision 42), and a
 * press before it arrives is sent by the document's own script (decision 50).
 */
export const handle = { ...bootAtOnce, ...withDocumentScript("early-spin"), ...fullBleed };

/** A demo session is one visitor's play money: never cached, never indexed. */
export function headers(): HeadersInit {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

export default function DemoPlayPage({ loaderData: page }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <main id="main" className="demo-play" tabIndex={-1}>
      {page.status === "ready" ? (
        <DemoPlayer key={page.session.id} game={page.game} session={page.session} />
      ) : page.status === "wallet-down" ? (
        <Suspense fallback={null}>
          <WalletDown
            slug={page.game.slug}
            name={page.game.name}
            retryHref={`${location.pathname}${location.search}`}
          />
        </Suspense>
      ) : (
        <Suspense fallback={null}>
          <SessionMissing slug={page.game.slug} name={page.game.name} />
        </Suspense>
      )}
    </main>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const name = loaderData?.game.name ?? brand.name;
  const copy = messagesForMeta(matches, demoPlayerMessages).demoPlayer;
  const sandbox = loaderData?.status === "ready" && loaderData.session.kind === "sandbox";
  return pageMeta({
    title: sandbox ? copy.sandboxTitle(name) : copy.title(name),
    description: copy.description(name, brand.name),
    noindex: true,
  });
}

export function ErrorBoundary() {
  const copy = useMessages(demoPlayerMessages).demoPlayer;
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="main" className="empty-layout" tabIndex={-1}>
        <ErrorView error={error} />
      </main>
    );
  }
  console.error(error);
  return (
    <main id="main" className="empty-layout" tabIndex={-1}>
      <section className="error-view" aria-labelledby="error-title">
        <h1 id="error-title">{copy.errorTitle}</h1>
        <p>{copy.errorText}</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {copy.reload}
        </button>
      </section>
    </main>
  );
}
