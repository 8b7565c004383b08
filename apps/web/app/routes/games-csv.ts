import { gameFeedCsv } from "../games/game-feed.server";

export function loader() {
  return new Response(gameFeedCsv(), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="games.csv"',
      "cache-control": "public, max-age=3600",
    },
  });
}
