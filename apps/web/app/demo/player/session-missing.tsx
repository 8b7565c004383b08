import { siteRoutes } from "@quillspin/contracts";
import { useMessages } from "../../locale/locale-context";

/** An unknown or expired session: no error, just the way back in. */
export function SessionMissing({ slug, name }: { slug: string; name: string }) {
  const demo = useMessages().demo;
  return (
    <section className="error-view player-missing" aria-labelledby="player-missing-title">
      <h1 id="player-missing-title">{demo.player.missingTitle}</h1>
      <p>{demo.player.missingText}</p>
      <p className="player-missing__actions">
        <a className="button button--primary" href={siteRoutes.demoLaunch(slug)}>
          {demo.player.startNew}
        </a>
        {/* The player often sits in the game page's dialog frame: the game page replaces the whole tab. */}
        <a className="button" href={siteRoutes.game(slug)} target="_top">
          {demo.backToGame(name)}
        </a>
      </p>
    </section>
  );
}
