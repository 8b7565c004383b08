import type { DemoSession } from "@quillspin/contracts";
import type { WheelFace } from "@quillspin/game-engine";

export type { WheelFace };

export interface PaytableEntry {
  title: string;
  pays: string;
  /** Sanitised rich text. */
  content: string;
  image: string;
}

/** The game's stage art from the art pipeline (decision 34): backdrop, logo and nine-slice reel frame. */
export interface StageArt {
  backdrop: string;
  logo: string;
  reelFrame: string;
}

export interface PlayerGame {
  slug: string;
  name: string;
  stage: StageArt;
  /** Catalogue symbol titles by art file name, for alt text and labels. */
  symbolNames: Record<string, string>;
  paytable: { title: string; subtitle: string; symbols: PaytableEntry[] };
  /** Sanitised rich text. */
  rules: { title: string; content: string };
  idleGrid: string[][];
  /** The game's fortune wheels as painted, which the stage spins onto each wheel event's stop. */
  wheels: readonly WheelFace[];
}

export type PlayerPage =
  | { status: "ready"; game: PlayerGame; session: DemoSession }
  | { status: "missing"; game: Pick<PlayerGame, "slug" | "name"> };
