import { Container, Graphics, Text } from "pixi.js";
import { barFill, type MeterReading } from "./feature-effects";
import type { Box } from "./stage-layout";

/**
 * A collector's bar or a game's meter (Leprechaun's progress bar, Cash Multipliers' star bulbs, Hacker
 * Crash's server coins) across the top of the reel frame: a track with a notch per cell, a fill that
 * grows to the new reading and the reading in figures. The fill is drawn once at full length and
 * scaled, so filling allocates nothing.
 */
export class MeterBar {
  readonly view = new Container();
  private track = new Graphics();
  private fill = new Graphics();
  private notches = new Graphics();
  private label = new Text({
    text: "",
    style: {
      fontFamily: "system-ui, sans-serif",
      fontWeight: "800",
      fill: "#fff6d8",
      stroke: { color: "#1a1020", width: 4 },
    },
  });
  private box: Box = { x: 0, y: 0, width: 0, height: 0 };
  private reading: MeterReading | null = null;

  constructor() {
    this.view.addChild(this.track, this.fill, this.notches, this.label);
    this.label.anchor.set(0.5);
    this.view.visible = false;
  }

  /** Lays the bar across the top of the reel frame `frame` (the feature's words show under the reels). */
  layout(frame: Box) {
    const height = Math.max(12, Math.min(26, frame.height * 0.06));
    const width = frame.width * 0.6;
    this.box = {
      x: frame.x + (frame.width - width) / 2,
      y: frame.y - height * 0.5,
      width,
      height,
    };
    this.draw();
  }

  /** Shows `reading`, its fill where it stood before; `progress` fills it to the new value. */
  show(reading: MeterReading) {
    this.reading = reading;
    this.view.visible = true;
    this.label.text = `${reading.value}/${reading.of}`;
    this.draw();
    this.progress(0);
  }

  /** The fill `t` (0 to 1) of the way from the old reading to the new. */
  progress(t: number) {
    const reading = this.reading;
    if (!reading) return;
    const from = barFill(reading.from, reading.of);
    const to = barFill(reading.value, reading.of);
    const eased = 1 - (1 - Math.min(1, Math.max(0, t))) ** 3;
    this.fill.scale.x = Math.max(0.0001, from + (to - from) * eased);
    // A full bar flares as it fills.
    this.fill.alpha = to >= 1 && t > 0 ? 0.75 + 0.25 * Math.sin(Math.PI * 4 * t) : 1;
  }

  hide() {
    this.reading = null;
    this.view.visible = false;
  }

  get showing(): boolean {
    return this.view.visible;
  }

  /** The middle of the bar: where Server Crash's collected coins fly to. */
  get centre(): { x: number; y: number } {
    return { x: this.box.x + this.box.width / 2, y: this.box.y + this.box.height / 2 };
  }

  private draw() {
    const { x, y, width, height } = this.box;
    const radius = height / 2;
    this.track
      .clear()
      .roundRect(x - 3, y - 3, width + 6, height + 6, radius + 3)
      .fill({ color: 0x140a20, alpha: 0.92 })
      .stroke({ width: 2, color: 0xffd86b, alpha: 0.9 });
    this.fill.clear().roundRect(0, 0, width, height, radius).fill({ color: 0x3ee07a });
    this.fill.position.set(x, y);
    this.notches.clear();
    const cells = this.reading?.of ?? 0;
    // A notch between cells, when there are few enough to count.
    if (cells > 1 && cells <= 40) {
      for (let cell = 1; cell < cells; cell++)
        this.notches
          .moveTo(x + (width * cell) / cells, y + 2)
          .lineTo(x + (width * cell) / cells, y + height - 2);
      this.notches.stroke({ width: 1.5, color: 0x140a20, alpha: 0.6 });
    }
    this.label.style.fontSize = Math.max(11, height * 0.8);
    this.label.position.set(x + width / 2, y + height / 2);
  }
}
