import { siteRoutes } from "@quillspin/contracts";
import { demoLaunchMessages } from "../../locale/areas/demo-launch";
import { demoPlayerMessages } from "../../locale/areas/demo-player";
import { useMessages } from "../../locale/locale-context";

/** An unknown or expired session: no error, just the way back in. */
export function SessionMissing({ slug, name }: { slug: string; name: string }) {
  const { demoLaunch, demoPlayer } = useMessages(demoPlayerMessages, demoLaunchMessages);
  return (
    <section className="error-view player-missing" aria-labelledby="player-missing-title">
      <h1 id="player-missing-title">{demoPlayer.missingTitle}</h1>
      <p>{demoPlayer.missingText}</p>
      <p className="player-missing__actions">
        <a className="button button--primary" href={siteRoutes.demoLaunch(slug)}>
          {demoPlayer.startNew}
        </a>
        {/* The player often sits in the game page's dialog frame: the game page replaces the whole tab. */}
        <a className="button" href={siteRoutes.game(slug)} target="_top">
          {demoLaunch.backToGame(name)}
        </a>
      </p>
    </section>
  );
}
