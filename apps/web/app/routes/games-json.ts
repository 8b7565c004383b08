import { feedNotes, gameFeed } from "../games/game-feed.server";

export function loader() {
  return new Response(
    JSON.stringify({ generated: new Date().toISOString(), notes: feedNotes, games: gameFeed() }, null, 2),
    {
      headers: {
        "content-type": "application/json; charset=utf-8",
        "cache-control": "public, max-age=3600",
        "access-control-allow-origin": "*",
      },
    },
  );
}
