import { demoReplayResponseSchema, demoSessionIdSchema } from "@quillspin/contracts";
import { ApiRequestError } from "../../api/api-request-error";
import { serverApi } from "../../api/server-api.server";
import { playerGame } from "../player/player-game.server";
import type { ReplayMissing, ReplayPage } from "./replay-page";

/**
 * A round's replay from the API (`GET /v1/demo-rounds/{id}`). An unknown game, a malformed id, a round
 * the API does not know or no longer keeps, and a round of another game are all "no such replay".
 */
export async function loadReplayPage(
  request: Request,
  slug: string,
  roundId: string,
): Promise<ReplayPage | ReplayMissing> {
  const game = playerGame(slug);
  if (!game) return { game: null };
  const missing: ReplayMissing = { game: { slug, name: game.name } };
  if (!demoSessionIdSchema.safeParse(roundId).success) return missing;
  try {
    const body = await serverApi(request).get<unknown>(`demo-rounds/${roundId}`);
    const replay = demoReplayResponseSchema.parse(body).data;
    if (replay.game.slug !== slug) return missing;
    const { name, symbolNames, symbolFiles, stage, wheels, triggers } = game;
    return { game: { slug, name, symbolNames, symbolFiles, stage, wheels, triggers }, replay };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return missing;
    throw error;
  }
}
