import type { FeatureTrigger, WheelFace } from "@quillspin/game-engine";
import type { PlayerSession } from "./player-session";
import type { SymbolFiles } from "./symbol-art";

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
  /** The engine symbol keys whose picture has another file name (the record's `symbol_files`). */
  symbolFiles: SymbolFiles;
  paytable: { title: string; subtitle: string; symbols: PaytableEntry[] };
  /** Sanitised rich text. */
  rules: { title: string; content: string };
  idleGrid: string[][];
  /** The game's fortune wheels as painted, which the stage spins onto each wheel event's stop. */
  wheels: readonly WheelFace[];
  /** What starts the game's features by a count of symbols in view, as the model counts, for anticipation. */
  triggers: readonly FeatureTrigger[];
}

/**
 * The player page as its loader found it: a session to play, a session that has ended (or never was),
 * or a sandbox session whose operator's wallet did not report the balance (a retry may find it).
 */
export type PlayerPage =
  | { status: "ready"; game: PlayerGame; session: PlayerSession }
  | { status: "missing"; game: Pick<PlayerGame, "slug" | "name"> }
  | { status: "wallet-down"; game: Pick<PlayerGame, "slug" | "name"> };
