import { createBed } from "./bed";
import type { CueName } from "./cue-names";
import { playEffect } from "./effects";
import { createMixer } from "./mixer";
import { type Mood, moodOf } from "./moods";

/**
 * The player's sound once it is on (loaded only then): the mood's bed on the music bus, effects on
 * theirs, the music ducked under fanfares. It makes no sound while its context is not running (the
 * tab hidden, sound off), so nothing queues up to burst out later.
 */
export class SoundEngine {
  private readonly mixer;
  private readonly bed;
  private playing = false;

  private readonly mood: Mood;

  constructor(
    readonly context: AudioContext,
    slug: string,
  ) {
    this.mood = moodOf(slug);
    this.mixer = createMixer(context);
    this.bed = createBed(context, this.mixer.music, this.mood);
  }

  /** Starts (or resumes) the bed and fades in. */
  async start(): Promise<void> {
    this.playing = true;
    if (this.context.state !== "running") await this.context.resume();
    if (!this.playing) return;
    this.mixer.fade(true);
    this.bed.start();
  }

  /** Fades out, stops the bed and lets the audio device rest. */
  async pause(): Promise<void> {
    this.playing = false;
    this.bed.stop();
    this.mixer.fade(false);
    // After the fade, so the last notes die away rather than cut off.
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (!this.playing && this.context.state === "running") await this.context.suspend();
  }

  /**
   * Plays a cue now, `seconds` long where it follows the stage (a wild's spread); false when nothing
   * could sound (paused, or the context not running).
   */
  play(cue: CueName, index = 0, duckSeconds = 0, seconds?: number): boolean {
    if (!this.playing || this.context.state !== "running") return false;
    const at = this.context.currentTime + 0.005;
    playEffect(this.context, this.mixer.effects, this.mood, cue, at, index, seconds);
    if (duckSeconds > 0) this.mixer.duck(duckSeconds);
    return true;
  }

  dispose(): void {
    this.playing = false;
    this.bed.stop();
    void this.context.close();
  }
}
