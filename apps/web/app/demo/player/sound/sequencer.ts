import type { Mood } from "./moods";
import { chordOn, degreeToMidi } from "./music";

export const stepsPerBar = 16;

export type BedVoice = "pad" | "bass" | "lead" | "bell" | "kick" | "hat";

/** One note of the bed, `at` seconds after the bed began, `length` seconds long. */
export interface BedNote {
  voice: BedVoice;
  /** MIDI note; 0 for the drums. */
  midi: number;
  at: number;
  length: number;
  /** 0 to 1, before the bus's level. */
  velocity: number;
}

/** A sixteenth note at the mood's tempo, in seconds. */
export function stepSeconds(mood: Pick<Mood, "bpm">): number {
  return 60 / mood.bpm / 4;
}

/** When step `n` (counted from the bed's start) sounds: every second sixteenth late by the swing. */
export function stepTime(mood: Pick<Mood, "bpm" | "swing">, n: number): number {
  const step = stepSeconds(mood);
  return n * step + (n % 2 === 1 ? mood.swing * step : 0);
}

/** The degree the chord of the bar holding step `n` is built on. */
export function chordDegreeAt(mood: Pick<Mood, "progression">, n: number): number {
  const bar = Math.floor(n / stepsPerBar);
  return mood.progression[bar % mood.progression.length] ?? 0;
}

const hit = (pattern: string, n: number) => pattern[n % stepsPerBar] === "x";

/**
 * Every note of step `n`: the pad's chord on each bar's first step (held for the bar), the bass and
 * drums from their patterns, the melody over the bar's chord (and a bell an octave up where the mood
 * has one). Every second bar the melody rests its last half, so the loop breathes.
 */
export function notesAt(mood: Mood, n: number): BedNote[] {
  const at = stepTime(mood, n);
  const sixteenth = stepSeconds(mood);
  const within = n % stepsPerBar;
  const degree = chordDegreeAt(mood, n);
  const notes: BedNote[] = [];
  if (within === 0)
    for (const midi of chordOn(mood, degree))
      notes.push({ voice: "pad", midi, at, length: sixteenth * stepsPerBar, velocity: 0.5 });
  const bass = mood.bass[within];
  if (bass === "x" || bass === "o")
    notes.push({
      voice: "bass",
      midi: degreeToMidi(mood, degree + (bass === "o" ? 4 : 0)) - 12,
      at,
      length: sixteenth * 1.8,
      velocity: within === 0 ? 0.9 : 0.7,
    });
  if (hit(mood.kick, n))
    notes.push({ voice: "kick", midi: 0, at, length: 0.3, velocity: within === 0 ? 1 : 0.75 });
  if (hit(mood.hat, n))
    notes.push({ voice: "hat", midi: 0, at, length: 0.06, velocity: within % 4 === 2 ? 0.8 : 0.5 });
  const step = mood.melody[within];
  const resting = Math.floor(n / stepsPerBar) % 2 === 1 && within >= stepsPerBar / 2;
  if (step !== null && step !== undefined && !resting) {
    const midi = degreeToMidi(mood, degree + step) + 12;
    // A note lasts until the next one in the bar, at most a beat.
    let gap = 1;
    while (gap < 4 && mood.melody[within + gap] === null) gap++;
    notes.push({ voice: "lead", midi, at, length: sixteenth * gap * 0.9, velocity: 0.7 });
    if (mood.bells && within % 4 === 0)
      notes.push({ voice: "bell", midi: midi + 12, at, length: sixteenth * 6, velocity: 0.45 });
  }
  return notes;
}

/**
 * The steps, from `next` on, that begin before `until` seconds after the bed's start: what a
 * look-ahead scheduler hands to the audio clock on each wake-up, so notes land on time even when the
 * timer that wakes it is late.
 */
export function dueSteps(mood: Pick<Mood, "bpm" | "swing">, next: number, until: number): number[] {
  const steps: number[] = [];
  for (let n = next; stepTime(mood, n) < until; n++) steps.push(n);
  return steps;
}
