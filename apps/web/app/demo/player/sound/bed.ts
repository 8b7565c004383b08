import type { Mood } from "./moods";
import { midiToHz } from "./music";
import { type BedNote, dueSteps, notesAt } from "./sequencer";
import { bell, type Envelope, kick, noise, tone } from "./voices";

/** How far ahead the bed is handed to the audio clock, and how often the scheduler wakes. */
const lookAhead = 0.25;
const wakeMs = 60;

const padEnvelope: Envelope = { attack: 0.5, decay: 0.5, sustain: 0.8, release: 0.9 };
const bassEnvelope: Envelope = { attack: 0.008, decay: 0.2, sustain: 0.6, release: 0.12 };
const leadEnvelope: Envelope = { attack: 0.01, decay: 0.18, sustain: 0.45, release: 0.2 };

function voice(context: AudioContext, out: AudioNode, mood: Mood, note: BedNote, at: number) {
  const hz = midiToHz(note.midi);
  const peak = note.velocity;
  switch (note.voice) {
    case "pad":
      tone(context, out, {
        type: mood.pad,
        hz,
        at,
        length: note.length,
        peak: peak * 0.12,
        envelope: padEnvelope,
        cutoff: mood.brightness * 0.6,
        detune: 7,
      });
      return;
    case "bass":
      tone(context, out, {
        type: "triangle",
        hz,
        at,
        length: note.length,
        peak: peak * 0.45,
        envelope: bassEnvelope,
        cutoff: 600,
      });
      return;
    case "lead":
      tone(context, out, {
        type: mood.lead,
        hz,
        at,
        length: note.length,
        peak: peak * (mood.lead === "sine" || mood.lead === "triangle" ? 0.2 : 0.09),
        envelope: leadEnvelope,
        cutoff: mood.brightness,
        vibrato: 6,
      });
      return;
    case "bell":
      bell(context, out, hz, at, note.length, peak * 0.12);
      return;
    case "kick":
      kick(context, out, at, peak * 0.5);
      return;
    case "hat":
      noise(context, out, {
        at,
        length: 0.01,
        peak: peak * 0.08,
        envelope: { attack: 0.001, decay: 0.03, sustain: 0.1, release: 0.04 },
        filter: "highpass",
        hz: 7000,
      });
      return;
  }
}

/**
 * The mood's music, looped by a look-ahead scheduler: a timer wakes every 60 ms and hands the notes of
 * the next quarter second to the audio clock, which plays them sample-exact.
 */
export function createBed(context: AudioContext, out: AudioNode, mood: Mood) {
  let timer: ReturnType<typeof setInterval> | undefined;
  let startedAt = 0;
  let next = 0;
  const wake = () => {
    const elapsed = context.currentTime - startedAt;
    for (const step of dueSteps(mood, next, elapsed + lookAhead)) {
      // Steps that fell behind (a throttled timer) are skipped, not crammed in late.
      for (const note of notesAt(mood, step)) {
        const at = startedAt + note.at;
        if (at >= context.currentTime) voice(context, out, mood, note, at);
      }
      next = step + 1;
    }
  };
  return {
    start() {
      if (timer !== undefined) return;
      startedAt = context.currentTime + 0.1;
      next = 0;
      wake();
      timer = setInterval(wake, wakeMs);
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
