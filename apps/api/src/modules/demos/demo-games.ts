import { gameRecordBySlug } from "@quillspin/content";
import { type GameModel, gameModel, type RtpVersionFigures, rtpVersionFigures } from "@quillspin/game-engine";
import { betLadderCents, defaultBetCents } from "./bet-ladder";

/** What a demo needs of a game: its maths model at one RTP version and the bets its record allows. */
export interface DemoGame {
  slug: string;
  name: string;
  model: GameModel;
  /** The RTP version the model plays (decision 28), with the figure the rules screen names. */
  version: RtpVersionFigures;
  betsCents: number[];
  defaultBetCents: number;
}

// Only games are kept: unknown slugs and versions come from anyone and must not grow the map.
const known = new Map<string, DemoGame>();

/**
 * The demo of a catalogue game that has a model, at an RTP version (the stated one when absent);
 * undefined for any other slug or a version the game does not offer.
 */
export function demoGame(slug: string, version?: number): DemoGame | undefined {
  const key = `${slug} ${version ?? "stated"}`;
  let game = known.get(key);
  if (!game) {
    game = load(slug, version);
    if (game) known.set(key, game);
  }
  return game;
}

function load(slug: string, versionId?: number): DemoGame | undefined {
  const record = gameRecordBySlug(slug);
  const model = record ? gameModel(slug, versionId) : undefined;
  const version = rtpVersionFigures(slug).find((candidate) => candidate.id === model?.rtpVersion);
  if (!record || !model || !version) return undefined;
  const betsCents = betLadderCents(record.facts.min_bet, record.facts.max_bet);
  return { slug, name: model.name, model, version, betsCents, defaultBetCents: defaultBetCents(betsCents) };
}
