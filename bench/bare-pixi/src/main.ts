/**
 * The demo stage's yardstick (issue 26): PixiJS 8 on WebGL spinning five plain reels of sprites in a
 * reel window of the size the player drew, with nothing else: no backdrop, frame, blur, paylines or
 * React around it. The bench (scripts/lib/stage-pacing.ts) opens it with the player's geometry in the
 * query, `?width=960&height=520&window=x+y+w+h&reels=5&rows=3`, and calls `spinOnce()` as it presses
 * Spin in the player. Like the player, it draws only while its reels move (`data-drawing` on the canvas).
 */
import { Application, Container, Graphics, Sprite, type Texture } from "pixi.js";

declare global {
  interface Window {
    /** One spin: every reel up to speed, then stopping left to right with a settle; resolves at rest. */
    spinOnce: () => Promise<void>;
    ready: boolean;
  }
}

const query = new URLSearchParams(location.search);
const numberFrom = (name: string, fallback: number) => {
  const value = Number(query.get(name));
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const width = numberFrom("width", 960);
const height = numberFrom("height", 540);
const reelCount = numberFrom("reels", 5);
const rowCount = numberFrom("rows", 3);
const [windowX = 0, windowY = 0, windowWidth = width, windowHeight = height] = (query.get("window") ?? "")
  .split(" ")
  .map(Number);

/** The player's figures: full speed in rows a second, the first stop, the gap between stops, the settle. */
const topSpeed = 18;
const firstStopMs = 900;
const stopGapMs = 180;
const settleMs = 220;
const symbolColours = [0xe94f37, 0xf6c026, 0x3f88c5, 0x44bba4, 0x9d4edd, 0xff7f11, 0x2ec4b6, 0xe0e0e0];

const app = new Application();
await app.init({
  preference: "webgl",
  antialias: true,
  backgroundAlpha: 0,
  resolution: Math.min(2, Math.max(1, window.devicePixelRatio || 1)),
  autoDensity: true,
  width,
  height,
});
const host = document.getElementById("stage") as HTMLElement;
host.appendChild(app.canvas);

const cellWidth = windowWidth / reelCount;
const rowHeight = windowHeight / rowCount;
const textures: Texture[] = symbolColours.map((colour) =>
  app.renderer.generateTexture(new Graphics().roundRect(0, 0, cellWidth - 8, rowHeight - 8, 12).fill(colour)),
);
const randomTexture = () => textures[Math.floor(Math.random() * textures.length)] as Texture;

const reelLayer = new Container();
const mask = new Graphics().rect(windowX, windowY, windowWidth, windowHeight).fill(0xffffff);
reelLayer.mask = mask;
app.stage.addChild(reelLayer, mask);

interface Reel {
  sprites: Sprite[];
  offset: number;
  speed: number;
  stopAt: number;
  settleFrom: number;
}

const reels: Reel[] = Array.from({ length: reelCount }, (_, index) => {
  const container = new Container();
  container.x = windowX + index * cellWidth;
  container.y = windowY;
  reelLayer.addChild(container);
  const sprites = Array.from({ length: rowCount + 1 }, () => {
    const sprite = new Sprite(randomTexture());
    sprite.x = 4;
    container.addChild(sprite);
    return sprite;
  });
  return { sprites, offset: 0, speed: 0, stopAt: 0, settleFrom: -1 };
});

function place(reel: Reel, bounce = 0) {
  reel.sprites.forEach((sprite, row) => {
    sprite.y = (row - 1 + reel.offset + bounce) * rowHeight + 4;
  });
}
for (const reel of reels) place(reel);

let clock = 0;
let finish: (() => void) | null = null;

function tick(deltaMs: number) {
  clock += deltaMs;
  let moving = false;
  for (const reel of reels) {
    if (reel.settleFrom >= 0) {
      const t = Math.min(1, (clock - reel.settleFrom) / settleMs);
      place(reel, Math.sin(Math.PI * t) * (1 - t) * 0.5);
      if (t < 1) moving = true;
      else reel.settleFrom = -1;
      continue;
    }
    if (reel.speed === 0 && reel.stopAt === 0) continue;
    moving = true;
    const stopping = clock >= reel.stopAt;
    reel.speed = stopping
      ? Math.max(6, reel.speed - deltaMs * 0.06)
      : Math.min(topSpeed, reel.speed + deltaMs * 0.08);
    reel.offset += (reel.speed * deltaMs) / 1000;
    while (reel.offset >= 1) {
      // The bottom symbol leaves the window; a new one enters from the top.
      reel.offset -= 1;
      const bottom = reel.sprites.pop() as Sprite;
      bottom.texture = randomTexture();
      reel.sprites.unshift(bottom);
      if (stopping) {
        reel.offset = 0;
        reel.speed = 0;
        reel.stopAt = 0;
        reel.settleFrom = clock;
        break;
      }
    }
    place(reel);
  }
  if (!moving) {
    app.ticker.stop();
    app.canvas.dataset.drawing = "false";
    finish?.();
    finish = null;
  }
}
app.ticker.add((ticker) => tick(ticker.deltaMS));
app.ticker.stop();
app.render();
app.canvas.dataset.drawing = "false";

window.spinOnce = () =>
  new Promise<void>((resolve) => {
    finish = resolve;
    reels.forEach((reel, index) => {
      reel.speed = 1;
      reel.stopAt = clock + firstStopMs + index * stopGapMs;
    });
    app.canvas.dataset.drawing = "true";
    app.ticker.start();
  });
window.ready = true;
