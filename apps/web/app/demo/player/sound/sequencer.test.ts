import { describe, expect, it } from "vitest";
import { moods } from "./moods";
import { chordOn, degreeToMidi, midiToHz } from "./music";
import { chordDegreeAt, dueSteps, notesAt, stepSeconds, stepsPerBar, stepTime } from "./sequencer";

describe("the bed's sequencer", () => {
  it("counts sixteenths at the tempo, a bar being four beats", () => {
    const mood = { bpm: 120, swing: 0 };
    expect(stepSeconds(mood)).toBeCloseTo(0.125, 10);
    expect(stepTime(mood, stepsPerBar)).toBeCloseTo(2, 10);
    expect(stepTime(mood, 3 * stepsPerBar)).toBeCloseTo(6, 10);
  });

  it("swings only the off sixteenths, and never past the next step", () => {
    const mood = { bpm: 120, swing: 0.33 };
    expect(stepTime(mood, 2)).toBeCloseTo(0.25, 10);
    expect(stepTime(mood, 1)).toBeCloseTo(0.125 + 0.33 * 0.125, 10);
    for (const { bpm, swing } of Object.values(moods))
      for (let n = 0; n < 64; n++)
        expect(stepTime({ bpm, swing }, n + 1)).toBeGreaterThan(stepTime({ bpm, swing }, n));
  });

  it("hands the look-ahead window's steps over once each, however the scheduler wakes", () => {
    const mood = moods.folk;
    let next = 0;
    const handed: number[] = [];
    // Wake-ups 60 ms apart with one late by 300 ms, as a busy main thread does.
    for (const wake of [0, 0.06, 0.12, 0.42, 0.48, 0.54, 1.5]) {
      const due = dueSteps(mood, next, wake + 0.25);
      handed.push(...due);
      next = (due.at(-1) ?? next - 1) + 1;
    }
    expect(handed).toEqual(Array.from({ length: handed.length }, (_, index) => index));
    expect(stepTime(mood, handed.at(-1) ?? 0)).toBeLessThan(1.75);
    expect(stepTime(mood, (handed.at(-1) ?? 0) + 1)).toBeGreaterThanOrEqual(1.75);
  });

  it("changes chord on each bar and loops the progression", () => {
    const mood = moods.haunt;
    expect(chordDegreeAt(mood, 0)).toBe(0);
    expect(chordDegreeAt(mood, 15)).toBe(0);
    expect(chordDegreeAt(mood, 16)).toBe(5);
    expect(chordDegreeAt(mood, stepsPerBar * mood.progression.length)).toBe(0);
  });

  it("plays only notes of the mood's key, with the pad's chord held for a bar", () => {
    for (const [name, mood] of Object.entries(moods)) {
      const inKey = new Set(mood.scale);
      for (let n = 0; n < stepsPerBar * mood.progression.length; n++)
        for (const note of notesAt(mood, n)) {
          expect(note.at, name).toBeCloseTo(stepTime(mood, n), 10);
          expect(note.velocity).toBeGreaterThan(0);
          expect(note.velocity).toBeLessThanOrEqual(1);
          if (note.voice === "kick" || note.voice === "hat") continue;
          expect(inKey.has((((note.midi - mood.root) % 12) + 12) % 12), `${name} step ${n}`).toBe(true);
          if (note.voice === "pad") expect(note.length).toBeCloseTo(stepSeconds(mood) * stepsPerBar, 10);
        }
      expect(notesAt(mood, 0).filter((note) => note.voice === "pad")).toHaveLength(3);
    }
  });

  it("lets the melody rest in the second half of every other bar", () => {
    const mood = moods.cyber;
    const leads = (bar: number) =>
      Array.from({ length: stepsPerBar }, (_, step) => notesAt(mood, bar * stepsPerBar + step))
        .flat()
        .filter((note) => note.voice === "lead").length;
    expect(leads(0)).toBe(16);
    expect(leads(1)).toBe(8);
  });
});

describe("music theory", () => {
  it("tunes A4 to 440 Hz and an octave to double", () => {
    expect(midiToHz(69)).toBe(440);
    expect(midiToHz(81)).toBeCloseTo(880, 10);
  });

  it("climbs octaves past the scale and builds chords in key", () => {
    const mood = { root: 60, scale: [0, 2, 4, 5, 7, 9, 11] };
    expect(degreeToMidi(mood, 7)).toBe(72);
    expect(chordOn(mood, 0)).toEqual([60, 64, 67]);
    expect(chordOn(mood, 5)).toEqual([69, 72, 76]);
  });
});
