import type { DemoWinTier } from "@quillspin/contracts";
import { Container, Graphics, Text } from "pixi.js";

/** Each tier's colours: the ribbon, its rim and the rays behind it; a higher tier burns hotter. */
const tierLook: Record<DemoWinTier, { ribbon: number; rim: number; rays: number; title: string }> = {
  big: { ribbon: 0x7a1f0c, rim: 0xffd86b, rays: 0xffc94a, title: "#ffe27a" },
  super: { ribbon: 0x4a1470, rim: 0xff9cf0, rays: 0xff6fd8, title: "#ffd6fa" },
  mega: { ribbon: 0x0c3a6e, rim: 0x8ff3ff, rays: 0x5fe3ff, title: "#e4fdff" },
};

/**
 * Big, Super and Mega Win on the canvas: a veil, turning rays, a ribbon with the tier's words and the
 * win counting up under them. Everything is made once; showing a banner repaints the ribbon in the
 * tier's colours, and a frame only turns the rays, scales the ribbon in and sets the figure.
 */
export class WinBanner {
  readonly view = new Container();
  private veil = new Graphics();
  private rays = new Graphics();
  private plate = new Container();
  private ribbon = new Graphics();
  private title = new Text({
    text: "",
    style: {
      fontFamily: "system-ui, sans-serif",
      fontWeight: "900",
      fill: "#ffe27a",
      stroke: { color: "#1a0a05", width: 8 },
      letterSpacing: 2,
    },
  });
  private figure = new Text({
    text: "",
    style: {
      fontFamily: "system-ui, sans-serif",
      fontWeight: "800",
      fill: "#ffffff",
      stroke: { color: "#1a0a05", width: 6 },
    },
  });
  private size = { width: 0, height: 0, ribbonWidth: 0, ribbonHeight: 0 };
  private tier: DemoWinTier = "big";

  constructor() {
    this.title.anchor.set(0.5);
    this.figure.anchor.set(0.5);
    this.plate.addChild(this.ribbon, this.title, this.figure);
    this.view.addChild(this.veil, this.rays, this.plate);
    this.view.visible = false;
  }

  layout(width: number, height: number) {
    const ribbonWidth = Math.min(width * 0.9, 720);
    const ribbonHeight = Math.min(height * 0.42, ribbonWidth * 0.36);
    this.size = { width, height, ribbonWidth, ribbonHeight };
    this.veil.clear().rect(0, 0, width, height).fill({ color: 0x05030f, alpha: 0.62 });
    this.rays.position.set(width / 2, height / 2);
    this.plate.position.set(width / 2, height / 2);
    this.paint();
  }

  /** Shows a banner of `tier` with `words`, its figure at nothing until `count` sets it. */
  show(tier: DemoWinTier, words: string) {
    this.tier = tier;
    this.title.text = words.toUpperCase();
    this.paint();
    this.view.visible = true;
    this.view.alpha = 1;
  }

  /** The figure on the ribbon (formatted by the stage). */
  count(text: string) {
    if (this.figure.text !== text) this.figure.text = text;
  }

  /** The banner `t` (0 to 1) of the way through its time: the ribbon pops in, the rays keep turning. */
  pulse(t: number, ms: number) {
    const popIn = Math.min(1, (t * ms) / 380);
    const overshoot = 1 + 0.18 * Math.sin(Math.PI * popIn) * (1 - popIn * 0.5);
    this.plate.scale.set(popIn < 1 ? (0.4 + 0.6 * popIn) * overshoot : 1 + 0.03 * Math.sin((t * ms) / 140));
    this.rays.rotation = (t * ms) / 2400;
  }

  /** The banner at rest, without motion (reduced motion): full size, rays still. */
  still() {
    this.plate.scale.set(1);
    this.rays.rotation = 0;
  }

  fade(alpha: number) {
    this.view.alpha = alpha;
  }

  hide() {
    this.view.visible = false;
  }

  get showing(): boolean {
    return this.view.visible;
  }

  private paint() {
    const { width, height, ribbonWidth, ribbonHeight } = this.size;
    const look = tierLook[this.tier];
    const reach = Math.hypot(width, height) / 2;
    const count = this.tier === "mega" ? 24 : this.tier === "super" ? 18 : 14;
    this.rays.clear();
    for (let ray = 0; ray < count; ray++) {
      const at = (ray / count) * Math.PI * 2;
      const spread = Math.PI / count / 2;
      this.rays
        .moveTo(0, 0)
        .lineTo(Math.cos(at - spread) * reach, Math.sin(at - spread) * reach)
        .lineTo(Math.cos(at + spread) * reach, Math.sin(at + spread) * reach)
        .closePath();
    }
    this.rays.fill({ color: look.rays, alpha: 0.22 });
    const half = { x: ribbonWidth / 2, y: ribbonHeight / 2 };
    const notch = ribbonHeight * 0.28;
    const ribbon = [
      -half.x - notch,
      -half.y,
      half.x + notch,
      -half.y,
      half.x,
      0,
      half.x + notch,
      half.y,
      -half.x - notch,
      half.y,
      -half.x,
      0,
    ];
    this.ribbon
      .clear()
      .poly(ribbon)
      .fill({ color: look.ribbon, alpha: 0.95 })
      .stroke({ width: 5, color: look.rim, alpha: 1 });
    this.title.style.fill = look.title;
    this.title.style.fontSize = Math.max(20, ribbonHeight * 0.38);
    this.title.position.set(0, -ribbonHeight * 0.16);
    this.figure.style.fontSize = Math.max(16, ribbonHeight * 0.24);
    this.figure.position.set(0, ribbonHeight * 0.26);
  }
}
