export type Cue = "spin" | "land" | "win" | "feature" | "tier";

/** Frequencies (Hz) and note length (s) of each cue: short synthesised blips, no audio files to fetch. */
const cues: Record<Cue, { notes: number[]; length: number; type: OscillatorType }> = {
  spin: { notes: [220, 262], length: 0.06, type: "triangle" },
  land: { notes: [165], length: 0.05, type: "square" },
  win: { notes: [523, 659, 784], length: 0.09, type: "triangle" },
  feature: { notes: [392, 523, 659, 784], length: 0.11, type: "sawtooth" },
  tier: { notes: [523, 659, 784, 1047, 1319], length: 0.12, type: "triangle" },
};

/**
 * The player's sound, off until the player turns it on; the AudioContext is made on that click, since
 * browsers only allow audio that starts from a gesture.
 */
export function createSound() {
  let context: AudioContext | null = null;
  let enabled = false;
  return {
    setEnabled(on: boolean) {
      enabled = on;
      if (on && !context && typeof AudioContext !== "undefined") context = new AudioContext();
      if (on) void context?.resume();
    },
    play(cue: Cue) {
      if (!enabled || !context) return;
      const { notes, length, type } = cues[cue];
      const start = context.currentTime;
      notes.forEach((frequency, index) => {
        if (!context) return;
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        const at = start + index * length;
        oscillator.type = type;
        oscillator.frequency.setValueAtTime(frequency, at);
        gain.gain.setValueAtTime(0.0001, at);
        gain.gain.exponentialRampToValueAtTime(0.12, at + 0.01);
        gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
        oscillator.connect(gain).connect(context.destination);
        oscillator.start(at);
        oscillator.stop(at + length + 0.02);
      });
    },
  };
}

export type Sound = ReturnType<typeof createSound>;
