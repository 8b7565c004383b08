import { siteRoutes } from "@quillspin/contracts";
import type { PlayerSession } from "./player-session";

/** Where Exit (and the reality check's Leave) takes the player. */
export interface PlayerExit {
  href: string;
  /** The operator's lobby, not the game's page on this site. */
  toLobby: boolean;
}

/**
 * A sandbox session launched with a `lobby_url` leaves to the operator's lobby, as a casino's game
 * client does (the API accepted only an http(s) address); a demo, or a session without one, leaves to
 * the game's page here.
 */
export function playerExitOf(
  session: Pick<PlayerSession, "game"> & { lobby_url?: string | null },
): PlayerExit {
  const lobby = session.lobby_url ?? null;
  return lobby ? { href: lobby, toLobby: true } : { href: siteRoutes.game(session.game), toLobby: false };
}
