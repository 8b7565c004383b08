/** Levels of the two buses: the bed sits well under the effects. */
export const levels = { master: 0.8, music: 0.28, effects: 0.7, ducked: 0.07 } as const;

export interface Mixer {
  music: GainNode;
  effects: GainNode;
  master: GainNode;
  /** Lowers the music under a fanfare for `seconds`, then brings it back. */
  duck(seconds: number): void;
  /** Fades everything in or out over a moment (no click on turning sound on or off). */
  fade(on: boolean): void;
}

/** Music and effects buses into a master level and a gentle compressor that keeps peaks from clipping. */
export function createMixer(context: AudioContext): Mixer {
  const compressor = context.createDynamicsCompressor();
  compressor.threshold.value = -14;
  compressor.knee.value = 12;
  compressor.ratio.value = 4;
  compressor.attack.value = 0.005;
  compressor.release.value = 0.2;
  compressor.connect(context.destination);
  const master = context.createGain();
  master.gain.value = 0;
  master.connect(compressor);
  const music = context.createGain();
  music.gain.value = levels.music;
  music.connect(master);
  const effects = context.createGain();
  effects.gain.value = levels.effects;
  effects.connect(master);
  let duckedUntil = 0;
  return {
    music,
    effects,
    master,
    duck(seconds) {
      const now = context.currentTime;
      const until = Math.max(duckedUntil, now + seconds);
      duckedUntil = until;
      music.gain.cancelScheduledValues(now);
      music.gain.setTargetAtTime(levels.ducked, now, 0.06);
      music.gain.setTargetAtTime(levels.music, until, 0.4);
    },
    fade(on) {
      const now = context.currentTime;
      master.gain.cancelScheduledValues(now);
      master.gain.setTargetAtTime(on ? levels.master : 0, now, on ? 0.15 : 0.05);
    },
  };
}
