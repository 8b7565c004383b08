import { gameSummaries } from "@quillspin/content";
import { jurisdictionIds, jurisdictionProfiles, siteRoutes } from "@quillspin/contracts";
import { data, redirect } from "react-router";
import { serverApi } from "../api/server-api.server";
import { publicSettings } from "../config/public-settings";
import { ageCookieHeader, isAgeConfirmed } from "../demo/launch/age-confirmation";
import { fetchDemoAddress } from "../demo/launch/demo-launch.server";
import { type DemoLaunchQuery, demoLaunchHref, launchQueryOf } from "../demo/launch/launch-query";
import { useErrorToasts } from "../errors/use-error-toasts";
import { demoLaunchMessages } from "../locale/areas/demo-launch";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { messagesForMeta } from "../locale/meta-messages";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/demo-launch";
import "../demo/launch/demo.css";
import { readPostedForm } from "../forms/posted-form.server";

function findGame(slug: string) {
  const game = gameSummaries.find((summary) => summary.slug === slug);
  if (!game) throw data(null, { status: 404 });
  return { slug: game.slug, name: game.name };
}

/** A link's asked-for value, shown back to the visitor: only the start of a very long one. */
const shownBack = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);

/**
 * What the API refused of a launch (it answers 400 for either): a profile it does not know, or else an
 * RTP version the game does not offer.
 */
function refusedPart(launch: DemoLaunchQuery) {
  const { jurisdiction, rtp } = launch;
  if (jurisdiction !== undefined && !(jurisdictionIds as readonly string[]).includes(jurisdiction)) {
    return { kind: "jurisdiction" as const, value: shownBack(jurisdiction) };
  }
  return { kind: "rtp" as const, value: rtp ?? 0 };
}

/** "UK, Malta, or .com builds": the profiles a link may name, in the words the rules screen uses. */
const offeredBuilds = `${new Intl.ListFormat("en", { type: "disjunction" }).format(
  jurisdictionIds.map((id) => jurisdictionProfiles[id].label),
)} builds`;

/**
 * Where a demo starts outside the modal: a window opened on the click lands here, and this page goes
 * on to the demo's own address. Every visit asks the API for a fresh demo session.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const game = findGame(params.gameSlug);
  if (!isAgeConfirmed(request.headers.get("cookie"))) return { game, step: "confirm-age" as const };
  const launch = launchQueryOf(new URL(request.url));
  const address = await fetchDemoAddress(serverApi(request), game.slug, launch);
  if (address.kind === "ready") throw redirect(address.url, 302);
  if (address.kind === "unknown-game") throw data(null, { status: 404 });
  if (address.kind === "refused") {
    return data(
      { game, step: "refused" as const, asked: refusedPart(launch), standard: demoLaunchHref(game.slug) },
      { status: 400 },
    );
  }
  return data(
    { game, step: "failed" as const, retry: demoLaunchHref(game.slug, launch), toast: address.toast },
    { status: 503 },
  );
}

/**
 * The age question's answer without script: the cookie the dialog would set, then the launch again, with
 * the version and profile it asked for.
 */
export async function action({ request, params }: Route.ActionArgs) {
  // The question's form has no fields: read like every form, so only its post answers it.
  await readPostedForm(request);
  const game = findGame(params.gameSlug);
  return redirect(demoLaunchHref(game.slug, launchQueryOf(new URL(request.url))), {
    status: 303,
    headers: { "Set-Cookie": ageCookieHeader(publicSettings.siteUrl.startsWith("https:")) },
  });
}

export function headers(): HeadersInit {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

export default function DemoLaunch({ loaderData }: Route.ComponentProps) {
  const m = useMessages(demoLaunchMessages);
  const { game, step } = loaderData;
  const gamePage = siteRoutes.game(game.slug);
  // A failed request for the demo's address is toasted too (site.md section 8), once the page runs.
  useErrorToasts([loaderData.step === "failed" ? loaderData.toast : null]);

  if (step === "confirm-age") {
    return (
      <div className="page demo-launch">
        <header className="page-hero">
          <p className="kicker">{m.demoLaunch.launchTitle(game.name)}</p>
          <h1>{m.demoLaunch.ageTitle}</h1>
          <p className="lead">{m.demoLaunch.ageText}</p>
        </header>
        <form method="post" className="age-gate__actions">
          <button type="submit" className="button button--primary">
            {m.demoLaunch.ageConfirm}
          </button>
          <AppLink className="button" to={gamePage}>
            {m.demoLaunch.ageCancel}
          </AppLink>
        </form>
        <p className="muted">{m.demoLaunch.ageNote}</p>
      </div>
    );
  }

  if (loaderData.step === "refused") {
    const { asked } = loaderData;
    return (
      <LaunchProblem
        game={game}
        title={m.demoLaunch.refusedTitle}
        text={
          asked.kind === "jurisdiction"
            ? m.demoLaunch.refusedJurisdiction(game.name, asked.value, offeredBuilds)
            : m.demoLaunch.refusedRtp(game.name, asked.value)
        }
        next={{ href: loaderData.standard, label: m.demoLaunch.playStandard }}
      />
    );
  }

  return (
    <LaunchProblem
      game={game}
      title={m.demoLaunch.failedTitle}
      text={m.demoLaunch.failedText(game.name)}
      next={{ href: loaderData.retry, label: m.demoLaunch.retry }}
    />
  );
}

/** A launch that could not go on: what happened, one way forward, and the way back to the game's page. */
function LaunchProblem({
  game,
  title,
  text,
  next,
}: {
  game: { slug: string; name: string };
  title: string;
  text: string;
  next: { href: string; label: string };
}) {
  const m = useMessages(demoLaunchMessages);
  return (
    <div className="page demo-launch">
      <header className="page-hero">
        <p className="kicker">{m.demoLaunch.launchTitle(game.name)}</p>
        <h1>{title}</h1>
        <p className="lead">{text}</p>
      </header>
      <p className="age-gate__actions">
        {/* A full page load, so the server asks for a new session and follows its redirect. */}
        <a className="button button--primary" href={next.href}>
          {next.label}
        </a>
        <AppLink className="button" to={siteRoutes.game(game.slug)}>
          {m.demoLaunch.backToGame(game.name)}
        </AppLink>
      </p>
    </div>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const m = messagesForMeta(matches, demoLaunchMessages);
  return pageMeta({
    title: loaderData ? m.demoLaunch.launchTitle(loaderData.game.name) : m.demoLaunch.failedTitle,
    description: m.demoLaunch.launchDescription,
    noindex: true,
  });
}
