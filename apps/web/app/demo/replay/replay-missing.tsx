import { demoReplayDays, siteRoutes } from "@quillspin/contracts";
import { demoReplayMessages } from "../../locale/areas/demo-replay";
import { useMessages } from "../../locale/locale-context";
import type { ReplayMissing } from "./replay-page";

/** The 404 of a replay address: an unknown round, or one older than the replays are kept. */
export function ReplayNotFound({ game }: ReplayMissing) {
  const copy = useMessages(demoReplayMessages).demoReplay;
  return (
    <section className="error-view player-missing" aria-labelledby="replay-missing-title">
      <p className="error-view__code" aria-hidden="true">
        404
      </p>
      <h1 id="replay-missing-title">{copy.missingTitle}</h1>
      <p>{copy.missingText(demoReplayDays)}</p>
      {game ? (
        <p className="player-missing__actions">
          <a className="button button--primary" href={siteRoutes.demoLaunch(game.slug)}>
            {copy.playDemo}
          </a>
          <a className="button" href={siteRoutes.game(game.slug)} target="_top">
            {copy.backToGame(game.name)}
          </a>
        </p>
      ) : (
        <p className="player-missing__actions">
          <a className="button button--primary" href={siteRoutes.games()}>
            {copy.allGames}
          </a>
        </p>
      )}
    </section>
  );
}
