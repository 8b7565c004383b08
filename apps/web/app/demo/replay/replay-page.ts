import type { DemoReplay } from "@quillspin/contracts";
import type { StageArt } from "../player/player-game";

/** What the replay page draws: the game's name and symbol names, and the round as the API kept it. */
export interface ReplayPage {
  game: { slug: string; name: string; symbolNames: Record<string, string>; stage: StageArt };
  replay: DemoReplay;
}

/** Why there is no replay to show; the page answers 404 either way, naming the game when it knows it. */
export type ReplayMissing = { game: { slug: string; name: string } | null };
