/**
 * The synthesiser's building blocks on the Web Audio API. Every sound starts and ends at silence on an
 * envelope (never a jump in level, which clicks), and every node is let go when its sound ends.
 */

export interface Envelope {
  attack: number;
  decay: number;
  /** Level held after the decay, as a share of the peak. */
  sustain: number;
  release: number;
}

/** Shapes a gain from silence to `peak` and back to silence by `at + length + release`. */
export function shape(
  gain: AudioParam,
  at: number,
  length: number,
  peak: number,
  envelope: Envelope,
): number {
  const { attack, decay, sustain, release } = envelope;
  const held = Math.max(at + attack, at + length);
  gain.cancelScheduledValues(at);
  gain.setValueAtTime(0, at);
  gain.linearRampToValueAtTime(peak, at + attack);
  gain.setTargetAtTime(peak * sustain, at + attack, Math.max(decay, 0.001) / 3);
  gain.setTargetAtTime(0, held, Math.max(release, 0.005) / 4);
  return held + release;
}

export interface ToneOptions {
  type: OscillatorType;
  hz: number;
  at: number;
  length: number;
  peak: number;
  envelope: Envelope;
  /** Lowpass cut-off in Hz; with `sweepTo`, it moves there over the sound. */
  cutoff?: number;
  sweepTo?: number;
  resonance?: number;
  /** Pitch at the end, for drops and rises (exponential glide). */
  glideTo?: number;
  /** A second oscillator this many cents apart, for width. */
  detune?: number;
  /** Vibrato depth in cents at 5.5 Hz. */
  vibrato?: number;
}

/** One pitched note: oscillator(s) through a lowpass filter and an envelope. */
export function tone(context: BaseAudioContext, output: AudioNode, options: ToneOptions): void {
  const { type, hz, at, length, peak, envelope } = options;
  const gain = context.createGain();
  const filter = context.createBiquadFilter();
  filter.type = "lowpass";
  filter.frequency.setValueAtTime(options.cutoff ?? 12_000, at);
  filter.Q.value = options.resonance ?? 0.7;
  if (options.sweepTo) filter.frequency.exponentialRampToValueAtTime(options.sweepTo, at + length);
  filter.connect(gain).connect(output);
  const end = shape(gain.gain, at, length, peak, envelope) + 0.05;
  const oscillators = [0, ...(options.detune ? [options.detune] : [])].map((cents) => {
    const oscillator = context.createOscillator();
    oscillator.type = type;
    oscillator.frequency.setValueAtTime(hz, at);
    if (options.glideTo) oscillator.frequency.exponentialRampToValueAtTime(options.glideTo, at + length);
    oscillator.detune.value = cents;
    oscillator.connect(filter);
    return oscillator;
  });
  if (options.vibrato) {
    const lfo = context.createOscillator();
    const depth = context.createGain();
    lfo.frequency.value = 5.5;
    depth.gain.value = options.vibrato;
    lfo.connect(depth);
    for (const oscillator of oscillators) depth.connect(oscillator.detune);
    lfo.start(at);
    lfo.stop(end);
  }
  for (const oscillator of oscillators) {
    oscillator.start(at);
    oscillator.stop(end);
  }
  oscillators[0]?.addEventListener("ended", () => gain.disconnect());
}

/** Inharmonic partials of a struck bar: bells, music boxes, coins. */
const bellPartials = [
  [1, 1],
  [2.76, 0.4],
  [5.4, 0.18],
  [8.93, 0.08],
] as const;

export function bell(
  context: BaseAudioContext,
  output: AudioNode,
  hz: number,
  at: number,
  length: number,
  peak: number,
) {
  for (const [ratio, level] of bellPartials)
    tone(context, output, {
      type: "sine",
      hz: hz * ratio,
      at,
      length: 0.001,
      peak: peak * level,
      // Higher partials die sooner, as they do on metal.
      envelope: { attack: 0.002, decay: 0.01, sustain: 1, release: length / ratio ** 0.6 },
    });
}

const noiseBuffers = new WeakMap<BaseAudioContext, AudioBuffer>();

/** A second of white noise, made once per context. */
function noiseOf(context: BaseAudioContext): AudioBuffer {
  let buffer = noiseBuffers.get(context);
  if (!buffer) {
    buffer = context.createBuffer(1, context.sampleRate, context.sampleRate);
    const data = buffer.getChannelData(0);
    // A fixed linear congruential sequence: the same noise on every visit, no Math.random needed.
    let seed = 12_345;
    for (let index = 0; index < data.length; index++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      data[index] = (seed / 1_073_741_824 - 1) * 0.9;
    }
    noiseBuffers.set(context, buffer);
  }
  return buffer;
}

export interface NoiseOptions {
  at: number;
  length: number;
  peak: number;
  envelope: Envelope;
  filter: BiquadFilterType;
  hz: number;
  sweepTo?: number;
  q?: number;
}

/** Filtered noise: whooshes, hats, shakers, the grit of an impact. */
export function noise(context: BaseAudioContext, output: AudioNode, options: NoiseOptions): void {
  const { at, length, peak, envelope } = options;
  const source = context.createBufferSource();
  source.buffer = noiseOf(context);
  source.loop = true;
  const filter = context.createBiquadFilter();
  filter.type = options.filter;
  filter.frequency.setValueAtTime(options.hz, at);
  if (options.sweepTo) filter.frequency.exponentialRampToValueAtTime(options.sweepTo, at + length);
  filter.Q.value = options.q ?? 1;
  const gain = context.createGain();
  source.connect(filter).connect(gain).connect(output);
  const end = shape(gain.gain, at, length, peak, envelope) + 0.05;
  source.start(at);
  source.stop(end);
  source.addEventListener("ended", () => gain.disconnect());
}

/** A soft kick: a sine dropping from 110 to 45 Hz. */
export function kick(context: BaseAudioContext, output: AudioNode, at: number, peak: number) {
  tone(context, output, {
    type: "sine",
    hz: 110,
    glideTo: 45,
    at,
    length: 0.12,
    peak,
    envelope: { attack: 0.003, decay: 0.1, sustain: 0.3, release: 0.18 },
  });
}
