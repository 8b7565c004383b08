import type { PartnerGame } from "@quillspin/contracts";
import { formatRtp } from "@quillspin/contracts/figures";
import { GameImage } from "../games/game-image";
import { accountsMessages } from "../locale/areas/accounts";
import { useLocale, useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import type { AreaStrings } from "../locale/messages";
import { formatNewsDate } from "../news/news-date";
import { LoadFailed } from "./load-failed";
import { useAccountResource } from "./use-account-resource";
import { type DownloadProgress, usePartnerDownload } from "./use-partner-download";

/** What the live region says about the download under way, so a screen reader hears it finish. */
function progressText(progress: DownloadProgress, t: AreaStrings<typeof accountsMessages>["dashboard"]) {
  if (progress.state === "preparing") return t.preparing(progress.label);
  if (progress.state === "saved") return t.downloaded(progress.label);
  return "";
}

/**
 * Every game with its downloads, for approved accounts. Each download is a real link to its own page
 * (it can be opened in a new tab or shared with a colleague who has an account); here a click fetches
 * the file with the access token and saves it in place.
 */
export function PartnerGames() {
  const m = useMessages(accountsMessages);
  const t = m.accounts.dashboard;
  const locale = useLocale();
  const { load, retry } = useAccountResource<{ data: PartnerGame[] }>("/partner/games");
  const { progress, download } = usePartnerDownload();

  return (
    <section className="client-area__section" aria-labelledby="partner-games-title">
      <h2 id="partner-games-title">{t.gamesTitle}</h2>
      <p className="muted">{t.gamesLead}</p>
      <p className="visually-hidden" role="status">
        {progressText(progress, t)}
      </p>
      {load.state === "loading" ? <p role="status">{t.gamesLoading}</p> : null}
      {load.state === "failed" ? <LoadFailed onRetry={retry} /> : null}
      {load.state === "ready" ? (
        <ul className="partner-games">
          {load.data.data.map((game) => (
            <li key={game.slug} className="partner-game">
              <GameImage className="partner-game__art" src={game.image} alt="" />
              <div className="partner-game__body">
                <h3 className="partner-game__name">
                  <AppLink to={`/games/${game.slug}`}>{game.name}</AppLink>
                </h3>
                <p className="partner-game__subtitle">{game.subtitle}</p>
                <dl className="partner-game__facts">
                  <div>
                    <dt>{t.released}</dt>
                    <dd>{formatNewsDate(game.releaseDate, locale)}</dd>
                  </div>
                  <div>
                    <dt>{t.rtp}</dt>
                    <dd>{formatRtp(game.rtp)}</dd>
                  </div>
                </dl>
                {game.downloads.length === 0 ? <p className="muted">{t.noDownloads}</p> : null}
                <ul className="partner-game__downloads" aria-label={t.downloads(game.name)}>
                  {game.downloads.map((file) => {
                    const label = m.accounts.download.file(game.name, t.kinds[file.kind]);
                    const preparing = progress.state === "preparing" && progress.path === file.path;
                    return (
                      <li key={file.kind}>
                        <AppLink
                          className="button partner-game__download"
                          to={`/client-area/games/${game.slug}/${file.kind}`}
                          aria-busy={preparing || undefined}
                          onClick={(event) => {
                            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                            event.preventDefault();
                            void download(file, label);
                          }}
                        >
                          {t.kinds[file.kind]}
                          <span className="visually-hidden"> {t.forGame(game.name)}</span> (
                          {t.kindNotes[file.kind]})
                        </AppLink>
                      </li>
                    );
                  })}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
