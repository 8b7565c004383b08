import { demoSessionIdSchema, demoSessionResponseSchema } from "@quillspin/contracts";
import { ApiRequestError } from "../../api/api-request-error";
import { serverApi } from "../../api/server-api.server";
import type { PlayerPage } from "./player-game";
import { playerGame } from "./player-game.server";

/**
 * The player's first paint: the game from the bundled catalogue and the session as the API holds it. A
 * session the API does not know (never made, expired, another game's) is the "demo has ended" screen,
 * not an error; an unknown game is a 404.
 */
export async function loadPlayerPage(
  request: Request,
  slug: string,
  sessionId: string | null,
): Promise<PlayerPage | null> {
  const game = playerGame(slug);
  if (!game) return null;
  const missing: PlayerPage = { status: "missing", game: { slug, name: game.name } };
  if (!demoSessionIdSchema.safeParse(sessionId).success) return missing;
  try {
    const body = await serverApi(request).get<unknown>(`demo-sessions/${sessionId}`);
    const session = demoSessionResponseSchema.parse(body).data;
    return session.game === slug ? { status: "ready", game, session } : missing;
  } catch (error) {
    if (
      error instanceof ApiRequestError &&
      (error.status === 404 || error.status === 410 || error.status === 400)
    )
      return missing;
    throw error;
  }
}
