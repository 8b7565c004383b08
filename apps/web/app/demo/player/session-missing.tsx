import { playerCopy } from "./player-copy";

/** An unknown or expired session: no error, just the way back in. */
export function SessionMissing({ slug, name }: { slug: string; name: string }) {
  return (
    <section className="error-view player-missing" aria-labelledby="player-missing-title">
      <h1 id="player-missing-title">{playerCopy.missingTitle}</h1>
      <p>{playerCopy.missingText}</p>
      <p className="player-missing__actions">
        <a className="button button--primary" href={`/demo/${slug}/launch`}>
          {playerCopy.startNew}
        </a>
        {/* The player often sits in the game page's dialog frame: the game page replaces the whole tab. */}
        <a className="button" href={`/games/${slug}`} target="_top">
          {playerCopy.backToGame(name)}
        </a>
      </p>
    </section>
  );
}
