import { gameSummaries } from "@quillspin/content";
import { type PartnerGame, partnerDownloadKinds } from "@quillspin/contracts";
import { useEffect, useRef } from "react";
import { data } from "react-router";
import { AccountHero } from "../accounts/account-hero";
import { SignInPanel } from "../accounts/sign-in-panel";
import { useAccountResource } from "../accounts/use-account-resource";
import { usePartnerDownload } from "../accounts/use-partner-download";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { messagesForMeta } from "../locale/meta-messages";
import { pageMeta } from "../seo/page-meta";
import { useSession } from "../session/session";
import type { Route } from "./+types/client-area-download";
import "../accounts/accounts.css";
import { accountsMessages } from "../locale/areas/accounts";

type DownloadKind = (typeof partnerDownloadKinds)[number];

const isDownloadKind = (kind: string): kind is DownloadKind =>
  (partnerDownloadKinds as readonly string[]).includes(kind);

/** Only what the catalogue names; whether this visitor may have the file is the API's decision. */
export function loader({ params }: Route.LoaderArgs) {
  const game = gameSummaries.find((summary) => summary.slug === params.slug);
  if (!game || !isDownloadKind(params.kind)) throw data(null, { status: 404 });
  return { slug: game.slug, name: game.name, kind: params.kind };
}

/** Asks the API for the file once the page is open with a session; a refusal leads to /forbidden. */
function DownloadStarter({ slug, kind, label }: { slug: string; kind: DownloadKind; label: string }) {
  const m = useMessages(accountsMessages);
  const t = m.accounts.download;
  const { load, retry } = useAccountResource<{ data: PartnerGame[] }>("/partner/games");
  const { progress, download } = usePartnerDownload();
  const file =
    load.state === "ready"
      ? load.data.data.find((game) => game.slug === slug)?.downloads.find((offered) => offered.kind === kind)
      : undefined;
  const started = useRef(false);

  useEffect(() => {
    if (!file || started.current) return;
    started.current = true;
    void download(file, label);
  }, [file, download, label]);

  if (load.state === "failed") {
    return (
      <button type="button" className="button" onClick={retry}>
        {m.accounts.dashboard.retry}
      </button>
    );
  }
  if (load.state === "ready" && !file) return <p role="status">{t.notOffered}</p>;
  return (
    <>
      <p role="status">
        {progress.state === "saved" ? t.started : progress.state === "failed" ? "" : t.preparing}
      </p>
      {file && (progress.state === "saved" || progress.state === "failed") ? (
        <button type="button" className="button button--primary" onClick={() => download(file, label)}>
          {t.again}
        </button>
      ) : null}
    </>
  );
}

/**
 * The page behind each download link of the client area: it can be opened in a new tab or sent to a
 * colleague, and fetches the file with the session's token, which a plain link could not carry.
 */
export default function ClientAreaDownload({ loaderData: game }: Route.ComponentProps) {
  const m = useMessages(accountsMessages);
  const t = m.accounts.download;
  const { isAuth } = useSession();
  const label = t.file(game.name, m.accounts.dashboard.kinds[game.kind]);

  return (
    <div className="page">
      <AccountHero kicker={m.accounts.clientArea.kicker} title={label} />
      {isAuth === null ? (
        <>
          <p role="status">{m.accounts.clientArea.checking}</p>
          <noscript>
            <p className="form__noscript">{m.accounts.clientArea.noScript}</p>
          </noscript>
        </>
      ) : isAuth ? (
        <div className="client-area__panel account-page__narrow">
          <DownloadStarter slug={game.slug} kind={game.kind} label={label} />
        </div>
      ) : (
        <SignInPanel note={t.signInFirst} />
      )}
      <p>
        <AppLink to="/client-area">{t.backToClientArea}</AppLink>
      </p>
    </div>
  );
}

export function meta({ data: game, matches }: Route.MetaArgs) {
  const m = messagesForMeta(matches, accountsMessages);
  const title = game ? m.accounts.download.file(game.name, m.accounts.dashboard.kinds[game.kind]) : "";
  return pageMeta({
    title: m.accounts.download.title(title),
    description: m.accounts.download.description,
    noindex: true,
  });
}
