import type { DemoReplay } from "@quillspin/contracts";
import type { PlayerGame } from "../player/player-game";

/** What the replay page draws: the game's name and symbol names, and the round as the API kept it. */
export interface ReplayPage {
  game: Pick<PlayerGame, "slug" | "name" | "symbolNames" | "symbolFiles" | "stage" | "wheels" | "triggers">;
  replay: DemoReplay;
}

/** Why there is no replay to show; the page answers 404 either way, naming the game when it knows it. */
export type ReplayMissing = { game: { slug: string; name: string } | null };
