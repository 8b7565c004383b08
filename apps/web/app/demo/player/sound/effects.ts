import { expandMs } from "../stage/expansion";
import type { CueName } from "./cue-names";
import type { Mood } from "./moods";
import { chordOn, degreeToMidi, midiToHz } from "./music";
import { bell, type Envelope, kick, noise, tone } from "./voices";

const pluck: Envelope = { attack: 0.004, decay: 0.15, sustain: 0.25, release: 0.25 };
const brass: Envelope = { attack: 0.03, decay: 0.2, sustain: 0.7, release: 0.35 };
const swell: Envelope = { attack: 0.6, decay: 0.4, sustain: 0.9, release: 0.6 };

/** A note of the mood's scale, `octaves` above the tonic's. */
const note = (mood: Mood, degree: number, octaves = 1) => midiToHz(degreeToMidi(mood, degree) + 12 * octaves);

/** A run up the scale, one note every `gap` seconds. */
function run(
  context: BaseAudioContext,
  out: AudioNode,
  mood: Mood,
  at: number,
  degrees: number[],
  gap: number,
  peak: number,
) {
  degrees.forEach((degree, index) => {
    const hz = note(mood, degree, 1);
    tone(context, out, {
      type: mood.lead === "sawtooth" ? "sawtooth" : "triangle",
      hz,
      at: at + index * gap,
      length: gap,
      peak,
      envelope: pluck,
      cutoff: 4000,
    });
    bell(context, out, hz * 2, at + index * gap, 0.5, peak * 0.35);
  });
}

/** A brass-like chord stab: detuned sawtooths opening through a lowpass. */
function stab(
  context: BaseAudioContext,
  out: AudioNode,
  midis: number[],
  at: number,
  length: number,
  peak: number,
) {
  for (const midi of midis)
    tone(context, out, {
      type: "sawtooth",
      hz: midiToHz(midi),
      at,
      length,
      peak,
      envelope: brass,
      cutoff: 700,
      sweepTo: 3200,
      detune: 9,
    });
}

/** A fanfare over the mood's chords: `bars` stabs climbing I, IV, V, I, with a bell run and a cymbal. */
function fanfare(
  context: BaseAudioContext,
  out: AudioNode,
  mood: Mood,
  at: number,
  bars: number,
  peak: number,
): number {
  const beat = 0.16;
  const degrees = [0, 3, 4, 7].slice(0, Math.max(2, bars));
  degrees.forEach((degree, index) => {
    const t = at + index * beat * 2;
    const last = index === degrees.length - 1;
    stab(
      context,
      out,
      chordOn(mood, degree).map((midi) => midi + 12),
      t,
      last ? beat * 5 : beat * 1.5,
      peak * 0.28,
    );
    tone(context, out, {
      type: "triangle",
      hz: midiToHz(degreeToMidi(mood, degree) - 12),
      at: t,
      length: beat * 1.5,
      peak: peak * 0.6,
      envelope: pluck,
    });
    kick(context, out, t, peak * 0.7);
  });
  const end = at + degrees.length * beat * 2;
  run(context, out, mood, end - beat * 2, [7, 9, 11, 14], 0.06, peak * 0.35);
  noise(context, out, {
    at: end - beat * 2,
    length: 0.05,
    peak: peak * 0.35,
    envelope: { attack: 0.002, decay: 0.3, sustain: 0.3, release: 1.2 },
    filter: "highpass",
    hz: 6000,
  });
  return end + 1.2;
}

/**
 * Draws one cue on the effects bus at `at` (the context's clock) in the game's key, and returns when
 * it ends. `index` is a run's position (a reel, a tick), which moves its pitch; `length` is how long a
 * cue that follows the stage lasts, in seconds (a wild's spread, which is shorter in turbo).
 */
export function playEffect(
  context: BaseAudioContext,
  out: AudioNode,
  mood: Mood,
  cue: CueName,
  at: number,
  index = 0,
  length?: number,
): number {
  switch (cue) {
    case "spin-start":
      // A whoosh rising through a band-pass, and the tonic plucked low.
      noise(context, out, {
        at,
        length: 0.35,
        peak: 0.35,
        envelope: { attack: 0.12, decay: 0.1, sustain: 0.8, release: 0.2 },
        filter: "bandpass",
        hz: 350,
        sweepTo: 2600,
        q: 1.4,
      });
      tone(context, out, {
        type: "triangle",
        hz: note(mood, 0, 0),
        at,
        length: 0.12,
        peak: 0.35,
        envelope: pluck,
        cutoff: 1800,
      });
      return at + 0.6;
    case "reel-stop":
      // A thud with a little grit; each reel a step higher in the scale, so a spin's stops make a phrase.
      tone(context, out, {
        type: "sine",
        hz: 150,
        glideTo: 60,
        at,
        length: 0.09,
        peak: 0.55,
        envelope: { attack: 0.002, decay: 0.06, sustain: 0.2, release: 0.08 },
      });
      noise(context, out, {
        at,
        length: 0.02,
        peak: 0.15,
        envelope: { attack: 0.001, decay: 0.02, sustain: 0.2, release: 0.04 },
        filter: "bandpass",
        hz: 1800,
        q: 0.8,
      });
      tone(context, out, {
        type: "triangle",
        hz: note(mood, index, 0),
        at,
        length: 0.05,
        peak: 0.12,
        envelope: pluck,
        cutoff: 2500,
      });
      return at + 0.2;
    case "anticipation":
      // A tremolo swell on the tonic and fifth, its filter opening, over a noise riser.
      for (const degree of [0, 4])
        tone(context, out, {
          type: "sawtooth",
          hz: note(mood, degree, 0),
          at,
          length: 1.6,
          peak: 0.12,
          envelope: swell,
          cutoff: 300,
          sweepTo: 3500,
          detune: 12,
          vibrato: 18,
        });
      noise(context, out, {
        at,
        length: 1.6,
        peak: 0.12,
        envelope: swell,
        filter: "bandpass",
        hz: 500,
        sweepTo: 5000,
        q: 2,
      });
      return at + 2.2;
    case "wild-expand": {
      // A pillar of gold rising up its reel, as long as the spread: sand rushing up through a narrow
      // band, two detuned voices gliding up an octave and opening (the shimmer), and bells climbing the
      // tonic chord as the pillar grows, struck bright as it reaches the reel's ends. The envelopes
      // scale with the spread, so a turbo or still screen's short spread gets the same sweep, quicker.
      // Each pillar of a screen is a step higher than the one on its left, as the reel stops are.
      const spread = length ?? expandMs / 1000;
      const rise: Envelope = { attack: spread * 0.7, decay: 0.1, sustain: 1, release: 0.25 };
      noise(context, out, {
        at,
        length: spread,
        peak: 0.14,
        envelope: rise,
        filter: "bandpass",
        hz: 700,
        sweepTo: 7000,
        q: 3,
      });
      tone(context, out, {
        type: "sawtooth",
        hz: note(mood, index, 0),
        glideTo: note(mood, index + mood.scale.length, 0),
        at,
        length: spread,
        peak: 0.08,
        envelope: rise,
        cutoff: 900,
        sweepTo: 5000,
        detune: 14,
        vibrato: 25,
      });
      const climb = [0, 2, 4];
      for (const [step, degree] of climb.entries())
        bell(context, out, note(mood, index + degree, 2), at + (step * spread) / climb.length, 0.3, 0.09);
      bell(context, out, note(mood, index + mood.scale.length, 2), at + spread, 0.9, 0.16);
      return at + spread + 0.9;
    }
    case "line-win":
      run(context, out, mood, at, [0, 2, 4, 7], 0.07, 0.3);
      return at + 0.8;
    case "ways-win":
      run(context, out, mood, at, [4, 5, 6, 7, 9], 0.045, 0.26);
      return at + 0.8;
    case "count-tick": {
      // A coin's tick, climbing the scale as the figure climbs and wrapping after two octaves.
      const degree = index % (mood.scale.length * 2);
      bell(context, out, note(mood, degree, 2), at, 0.12, 0.12);
      return at + 0.15;
    }
    case "big-win":
      return fanfare(context, out, mood, at, 2, 0.8);
    case "super-win":
      return fanfare(context, out, mood, at, 3, 0.9);
    case "mega-win":
      return fanfare(context, out, mood, at, 4, 1);
    case "feature-trigger":
      // A gong under a rising arpeggio of the tonic chord.
      bell(context, out, note(mood, 0, -1), at, 2.5, 0.5);
      run(context, out, mood, at + 0.05, [0, 2, 4, 7, 9, 11, 14], 0.06, 0.25);
      return at + 2.6;
    case "hold-lock":
      // A latch: a falling square through a low filter and a bright bell on top.
      tone(context, out, {
        type: "square",
        hz: 220,
        glideTo: 110,
        at,
        length: 0.06,
        peak: 0.25,
        envelope: pluck,
        cutoff: 1200,
      });
      noise(context, out, {
        at,
        length: 0.03,
        peak: 0.2,
        envelope: pluck,
        filter: "bandpass",
        hz: 3000,
        q: 3,
      });
      bell(context, out, note(mood, 4, 2), at + 0.03, 0.4, 0.18);
      return at + 0.5;
    case "cascade":
      // Symbols tumbling: three plucks stepping down, with a rattle.
      for (const [step, degree] of [7, 5, 2].entries())
        tone(context, out, {
          type: "triangle",
          hz: note(mood, degree, 0),
          at: at + step * 0.06,
          length: 0.06,
          peak: 0.2,
          envelope: pluck,
          cutoff: 3000,
        });
      noise(context, out, { at, length: 0.2, peak: 0.08, envelope: pluck, filter: "highpass", hz: 2500 });
      return at + 0.5;
    case "gamble-win":
      run(context, out, mood, at, [4, 7], 0.09, 0.3);
      return at + 0.5;
    case "gamble-lose":
      for (const [step, midi] of [degreeToMidi(mood, 2), degreeToMidi(mood, 0) - 1].entries())
        tone(context, out, {
          type: "triangle",
          hz: midiToHz(midi),
          at: at + step * 0.14,
          length: 0.14,
          peak: 0.22,
          envelope: pluck,
          cutoff: 1500,
        });
      return at + 0.5;
  }
}
