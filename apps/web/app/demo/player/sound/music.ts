import type { Mood } from "./moods";

/** Equal temperament, A4 (MIDI 69) at 440 Hz. */
export function midiToHz(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

/** The MIDI note of a scale degree counted from the tonic; degrees past the scale climb octaves. */
export function degreeToMidi(mood: Pick<Mood, "root" | "scale">, degree: number): number {
  const size = mood.scale.length;
  const octave = Math.floor(degree / size);
  const within = degree - octave * size;
  return mood.root + octave * 12 + (mood.scale[within] ?? 0);
}

/** The chord on a degree: every other note of the scale, three of them, so it always stays in key. */
export function chordOn(mood: Pick<Mood, "root" | "scale">, degree: number): number[] {
  return [degree, degree + 2, degree + 4].map((step) => degreeToMidi(mood, step));
}
