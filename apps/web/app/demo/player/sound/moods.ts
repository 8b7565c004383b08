import type { GameSlug } from "@quillspin/content";

/**
 * The music beds. The twenty games' themes (catalogue records) fall into nine moods; each mood is one
 * key, scale, tempo and groove, so the games that share a theme share a bed.
 */
export type MoodName =
  | "desert"
  | "far-east"
  | "folk"
  | "fiesta"
  | "haunt"
  | "deep"
  | "classic"
  | "frost"
  | "cyber";

/** Patterns are one bar of sixteenth notes: "x" plays, "." rests. */
export interface Mood {
  /** The tonic as a MIDI note number (60 is middle C). */
  root: number;
  /** Semitones above the tonic, one octave, ascending from 0. */
  scale: readonly number[];
  bpm: number;
  /** How late every second sixteenth falls, as a share of a sixteenth: 0 straight, 0.33 a jig's lilt. */
  swing: number;
  /** The scale degree (0-based) each bar's chord is built on, looped. */
  progression: readonly number[];
  /** One bar of melody: scale steps above the bar's chord root, null a rest. */
  melody: readonly (number | null)[];
  /** One bar of bass: "x" the chord root, "o" its fifth, "." rest. */
  bass: string;
  kick: string;
  hat: string;
  /** The lead's waveform: triangle and sine read soft, square and sawtooth bright. */
  lead: OscillatorType;
  pad: OscillatorType;
  /** Lowpass cut-off of the pad and lead in Hz: low is dark, high is bright. */
  brightness: number;
  /** Bell doubling the melody an octave up (music box, sleigh, gamelan). */
  bells: boolean;
}

const rest = null;

export const moods: Record<MoodName, Mood> = {
  // Ancient Egypt: D Phrygian dominant, a slow frame-drum walk.
  desert: {
    root: 50,
    scale: [0, 1, 4, 5, 7, 8, 10],
    bpm: 88,
    swing: 0,
    progression: [0, 1, 0, 6],
    melody: [4, rest, rest, 3, 2, rest, 1, rest, 2, rest, rest, rest, 1, 0, rest, rest],
    bass: "x.....x...x.....",
    kick: "x.....x...x.....",
    hat: "....x.......x..x",
    lead: "triangle",
    pad: "sawtooth",
    brightness: 1400,
    bells: false,
  },
  // Asian fortune, dragons, Japan and the yoga jungle: A major pentatonic, plucked and unhurried.
  "far-east": {
    root: 57,
    scale: [0, 2, 4, 7, 9],
    bpm: 80,
    swing: 0,
    progression: [0, 3, 4, 0],
    melody: [2, rest, 3, rest, 4, rest, rest, rest, 3, rest, 2, rest, 1, rest, rest, rest],
    bass: "x.......o.......",
    kick: "x...............",
    hat: "........x.......",
    lead: "triangle",
    pad: "sine",
    brightness: 2200,
    bells: true,
  },
  // Irish folklore: G Mixolydian with a jig's lilt.
  folk: {
    root: 55,
    scale: [0, 2, 4, 5, 7, 9, 10],
    bpm: 108,
    swing: 0.33,
    progression: [0, 6, 0, 3],
    melody: [0, 1, 2, rest, 4, 2, 1, rest, 0, 1, 2, 4, 5, 4, 2, rest],
    bass: "x...o...x...o...",
    kick: "x.......x.......",
    hat: "..x...x...x...x.",
    lead: "triangle",
    pad: "triangle",
    brightness: 2600,
    bells: false,
  },
  // Carnival and the Day of the Dead: C major, a light samba.
  fiesta: {
    root: 60,
    scale: [0, 2, 4, 5, 7, 9, 11],
    bpm: 112,
    swing: 0.12,
    progression: [0, 3, 4, 0],
    melody: [4, rest, 4, 5, rest, 4, 2, rest, 0, rest, 2, rest, 4, rest, rest, rest],
    bass: "x..o..x.x..o..x.",
    kick: "x..x..x.x..x..x.",
    hat: "x.xxx.xxx.xxx.xx",
    lead: "square",
    pad: "triangle",
    brightness: 3000,
    bells: false,
  },
  // Gothic horror and monsters: A harmonic minor, slow, with a music box.
  haunt: {
    root: 45,
    scale: [0, 2, 3, 5, 7, 8, 11],
    bpm: 68,
    swing: 0,
    progression: [0, 5, 3, 4],
    melody: [4, rest, rest, rest, 2, rest, 3, rest, 4, rest, rest, rest, 6, rest, rest, rest],
    bass: "x...............",
    kick: "................",
    hat: "................",
    lead: "sine",
    pad: "sawtooth",
    brightness: 800,
    bells: true,
  },
  // The sea, its reefs, treasure and ships: E Lydian, floating, long notes.
  deep: {
    root: 52,
    scale: [0, 2, 4, 6, 7, 9, 11],
    bpm: 66,
    swing: 0,
    progression: [0, 1, 0, 5],
    melody: [4, rest, rest, rest, rest, rest, 3, rest, 2, rest, rest, rest, rest, rest, rest, rest],
    bass: "x.......x.......",
    kick: "................",
    hat: "................",
    lead: "sine",
    pad: "sine",
    brightness: 1600,
    bells: true,
  },
  // Sevens, gems and the casino floor: F major, a swung lounge groove.
  classic: {
    root: 53,
    scale: [0, 2, 4, 5, 7, 9, 11],
    bpm: 116,
    swing: 0.2,
    progression: [0, 5, 1, 4],
    melody: [2, rest, 4, rest, 5, 4, rest, 2, rest, rest, 1, rest, 0, rest, rest, rest],
    bass: "x...o...x...o...",
    kick: "x.......x.......",
    hat: "..x...x...x...x.",
    lead: "square",
    pad: "triangle",
    brightness: 2400,
    bells: false,
  },
  // Frozen fruit and Christmas: B-flat major with sleigh bells.
  frost: {
    root: 58,
    scale: [0, 2, 4, 5, 7, 9, 11],
    bpm: 100,
    swing: 0,
    progression: [0, 3, 5, 4],
    melody: [4, rest, 4, rest, 4, rest, rest, rest, 4, rest, 4, rest, 4, rest, rest, rest],
    bass: "x.......o.......",
    kick: "x.......x.......",
    hat: "x.x.x.x.x.x.x.x.",
    lead: "triangle",
    pad: "sine",
    brightness: 3200,
    bells: true,
  },
  // Cyberpunk: C minor, a driving arpeggio.
  cyber: {
    root: 48,
    scale: [0, 2, 3, 5, 7, 8, 10],
    bpm: 122,
    swing: 0,
    progression: [0, 5, 2, 6],
    melody: [0, 2, 4, 7, 0, 2, 4, 7, 0, 2, 4, 7, 0, 2, 4, 7],
    bass: "x.x.x.x.x.x.x.x.",
    kick: "x...x...x...x...",
    hat: "..x...x...x...x.",
    lead: "sawtooth",
    pad: "sawtooth",
    brightness: 1800,
    bells: false,
  },
};

/** Each game's mood, by its theme in the catalogue record; typed by slug so a new game must be given one. */
export const gameMoods = {
  "quest-of-ra": "desert",
  "cleos-riches-flexiways": "desert",
  "double-fortune-panda": "far-east",
  "wild-dragon-respin": "far-east",
  "yakuza-clash-hold-n-win": "far-east",
  "wild-yoga-collector": "far-east",
  "irish-riches-bonanza": "folk",
  "leprechaun-jackpot-collector": "folk",
  "brazilian-mask-fire": "fiesta",
  "lucky-skulls-bonanza": "fiesta",
  "vampire-vault-hold-n-win": "haunt",
  "monster-load-up-hold-and-win": "haunt",
  "coral-reef-flexiways": "deep",
  "squid-gold-x2": "deep",
  "admiral-wilds": "deep",
  "cash-multipliers-respin": "classic",
  "fortune-777-respin": "classic",
  "frozen-fruits-flexiways": "frost",
  "lucky-santa-bonanza": "frost",
  "hacker-crash-jackpot": "cyber",
} as const satisfies Record<GameSlug, MoodName>;

/** The mood of a game page's slug; a slug the table does not know (none today) gets the casino floor. */
export function moodOf(slug: string): Mood {
  const name: MoodName = (gameMoods as Record<string, MoodName>)[slug] ?? "classic";
  return moods[name];
}
