import { demoSessionResponseSchema } from "@quillspin/contracts";
import { sandboxSessionSchema } from "@quillspin/contracts/sandbox-sessions";
import { ApiRequestError } from "../../api/api-request-error";
import { serverApi } from "../../api/server-api.server";
import type { PlayerPage } from "./player-game";
import { playerGame } from "./player-game.server";
import { demoPlayerSession, type PlayerSession } from "./player-session";
import { sandboxPlayerSession } from "./sandbox-session";
import { type SessionAddress, sessionAddress } from "./session-address";

async function readSession(request: Request, address: SessionAddress): Promise<PlayerSession> {
  const api = serverApi(request);
  if (address.kind === "sandbox") {
    return sandboxPlayerSession(
      sandboxSessionSchema.parse(await api.get<unknown>(`operator-sessions/${address.id}`)),
    );
  }
  const body = await api.get<unknown>(`demo-sessions/${address.id}`);
  return demoPlayerSession(demoSessionResponseSchema.parse(body).data);
}

/**
 * The player's first paint: the game from the bundled catalogue and the session as the API holds it. A
 * session the API does not know (never made, expired, another game's, a sandbox operator's revoked
 * credentials) is the "session has ended" screen, not an error; a sandbox session whose operator's
 * wallet does not answer is a screen saying so, with a retry; an unknown game is a 404.
 */
export async function loadPlayerPage(
  request: Request,
  slug: string,
  query: URLSearchParams,
): Promise<PlayerPage | null> {
  const game = playerGame(slug);
  if (!game) return null;
  const missing: PlayerPage = { status: "missing", game: { slug, name: game.name } };
  const address = sessionAddress(query);
  if (!address) return missing;
  try {
    const session = await readSession(request, address);
    return session.game === slug ? { status: "ready", game, session } : missing;
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.status === 404 || error.status === 410 || error.status === 400 || error.status === 403)
      return missing;
    if (address.kind === "sandbox" && error.status === 502)
      return { status: "wallet-down", game: { slug, name: game.name } };
    throw error;
  }
}
