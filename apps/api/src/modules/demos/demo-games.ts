import { gameRecordBySlug } from "@quillspin/content";
import { type GameModel, gameModel } from "@quillspin/game-engine";
import { betLadderCents, defaultBetCents } from "./bet-ladder";

/** What a demo needs of a game: its maths model and the bets its catalogue record allows. */
export interface DemoGame {
  slug: string;
  name: string;
  model: GameModel;
  betsCents: number[];
  defaultBetCents: number;
}

// Only games are kept: unknown slugs come from anyone and must not grow the map.
const known = new Map<string, DemoGame>();

/** The demo of a catalogue game that has a model; undefined for any other slug. */
export function demoGame(slug: string): DemoGame | undefined {
  let game = known.get(slug);
  if (!game) {
    game = load(slug);
    if (game) known.set(slug, game);
  }
  return game;
}

function load(slug: string): DemoGame | undefined {
  const record = gameRecordBySlug(slug);
  const model = record ? gameModel(slug) : undefined;
  if (!record || !model) return undefined;
  const betsCents = betLadderCents(record.facts.min_bet, record.facts.max_bet);
  return { slug, name: model.name, model, betsCents, defaultBetCents: defaultBetCents(betsCents) };
}
