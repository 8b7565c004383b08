import { Container, Graphics, Text } from "pixi.js";
import type { Box } from "./stage-layout";
import { type WheelStop, wheelLanding, wheelRotation } from "./wheel-landing";

/** Segment colours, alternating round the wheel; a jackpot's words stand out on any of them. */
const segmentColours = [0xc0262d, 0x1d4fa8, 0xe0a21a, 0x1f8a4c, 0x7a2aa8, 0xd2571b];

/**
 * The fortune wheel over the reels: painted with the game's segments (from its maths), it spins and
 * lands on the segment the round's wheel event stopped on, under a pointer at the top, then lights it.
 * Wedges and labels are drawn when a wheel is shown, never per frame: a frame only turns the disc.
 */
export class FortuneWheel {
  readonly view = new Container();
  private veil = new Graphics();
  private disc = new Container();
  private wedges = new Graphics();
  private winner = new Graphics();
  private labels: Text[] = [];
  private rim = new Graphics();
  private pointer = new Graphics();
  private landing = 0;
  private stop: WheelStop | null = null;
  private radius = 0;

  constructor() {
    this.disc.addChild(this.wedges, this.winner);
    this.view.addChild(this.veil, this.disc, this.rim, this.pointer);
    this.view.visible = false;
  }

  /** Places the wheel over the reel window `window` on a canvas `width` x `height`. */
  layout(width: number, height: number, window: Box) {
    this.veil.clear().rect(0, 0, width, height).fill({ color: 0x05030f, alpha: 0.6 });
    this.radius = Math.max(40, Math.min(window.width, window.height) * 0.47);
    const centre = { x: window.x + window.width / 2, y: window.y + window.height / 2 };
    this.disc.position.set(centre.x, centre.y);
    this.rim.position.set(centre.x, centre.y);
    this.pointer.position.set(centre.x, centre.y - this.radius);
    if (this.stop) this.paint(this.stop);
  }

  /** Paints `stop`'s wheel at rest, its first segment under the pointer; `spin` turns it to the stop. */
  show(stop: WheelStop) {
    this.stop = stop;
    this.landing = wheelLanding(stop.index, stop.segments.length);
    this.paint(stop);
    this.view.visible = true;
    this.view.alpha = 1;
    this.spin(0);
  }

  /** The wheel `t` (0 to 1) of the way through its spin; at 1 it rests on the stop, lit. */
  spin(t: number) {
    this.disc.rotation = wheelRotation(t, this.landing);
    this.winner.visible = t >= 1;
  }

  /** Fades the whole wheel, `alpha` 0 to 1 (in without motion, out when its beat ends). */
  fade(alpha: number) {
    this.view.alpha = alpha;
  }

  hide() {
    this.stop = null;
    this.view.visible = false;
  }

  get showing(): boolean {
    return this.view.visible;
  }

  private paint(stop: WheelStop) {
    const radius = this.radius;
    const count = Math.max(1, stop.segments.length);
    const slice = (Math.PI * 2) / count;
    // Angle 0 points at the top; Pixi measures from the right, clockwise.
    const angle = (index: number) => -Math.PI / 2 + index * slice;
    this.wedges.clear();
    stop.segments.forEach((_, index) => {
      const colour = segmentColours[index % segmentColours.length] ?? 0xc0262d;
      this.wedges
        .moveTo(0, 0)
        .arc(0, 0, radius, angle(index), angle(index + 1))
        .closePath()
        .fill({ color: colour })
        .stroke({ width: 2, color: 0xfff3d0, alpha: 0.85 });
    });
    this.wedges
      .circle(0, 0, radius * 0.16)
      .fill({ color: 0x2a1a08 })
      .stroke({ width: 4, color: 0xffd86b });
    this.winner
      .clear()
      .moveTo(0, 0)
      .arc(0, 0, radius, angle(stop.index), angle(stop.index + 1))
      .closePath()
      .fill({ color: 0xffffff, alpha: 0.25 })
      .stroke({ width: 6, color: 0xfff59a });
    const longest = Math.max(1, ...stop.segments.map((segment) => segment.length));
    const fontSize = Math.max(10, Math.min(radius * 0.17, (radius * 0.62) / longest / 0.6));
    while (this.labels.length < stop.segments.length) {
      const label = new Text({
        text: "",
        style: {
          fontFamily: "system-ui, sans-serif",
          fontWeight: "900",
          fill: "#fffaf0",
          stroke: { color: "#1a1020", width: 4 },
        },
      });
      label.anchor.set(0.5);
      this.disc.addChild(label);
      this.labels.push(label);
    }
    this.labels.forEach((label, index) => {
      const segment = stop.segments[index];
      label.visible = segment !== undefined;
      if (segment === undefined) return;
      const middle = angle(index + 0.5);
      label.text = segment.toUpperCase();
      label.style.fontSize = fontSize;
      label.position.set(Math.cos(middle) * radius * 0.62, Math.sin(middle) * radius * 0.62);
      // Read outwards from the hub, like the words painted on a real wheel.
      label.rotation = middle + Math.PI / 2;
    });
    this.rim
      .clear()
      .circle(0, 0, radius + 6)
      .stroke({ width: 12, color: 0x7a4a12 })
      .circle(0, 0, radius + 6)
      .stroke({ width: 4, color: 0xffd86b });
    for (let bulb = 0; bulb < count * 2; bulb++) {
      const at = -Math.PI / 2 + (bulb * slice) / 2;
      this.rim
        .circle(Math.cos(at) * (radius + 6), Math.sin(at) * (radius + 6), 3.5)
        .fill({ color: 0xfff6c8 });
    }
    const tip = radius * 0.16;
    this.pointer
      .clear()
      .poly([-tip * 0.75, -tip * 0.9, tip * 0.75, -tip * 0.9, 0, tip * 0.8])
      .fill({ color: 0xffe07a })
      .stroke({ width: 3, color: 0x5a3208 });
  }
}
