import { Container, Graphics, Sprite, type Texture } from "pixi.js";
import type { Box } from "./stage-layout";

/** A held cell: where it is and the wild's art. */
export interface HeldCell {
  reel: number;
  row: number;
  box: Box;
  texture: Texture | null;
}

/**
 * Admiral Wilds' sticky wilds: each held wild stands on a roped plate above the reels, so it stays put
 * while the strips under it spin through the next free spins. Sprites are kept and reused from screen
 * to screen; the plates are drawn again only when the held cells change.
 */
export class StickyWilds {
  readonly view = new Container();
  private plates = new Graphics();
  private wilds: Sprite[] = [];
  private held = new Set<string>();

  constructor() {
    this.view.addChild(this.plates);
  }

  /** Holds `cells`; returns the sprites of the cells held for the first time (the stage pops them). */
  show(cells: readonly HeldCell[]): Sprite[] {
    this.plates.clear();
    const fresh: Sprite[] = [];
    const now = new Set<string>();
    cells.forEach((cell, index) => {
      const { x, y, width, height } = cell.box;
      this.plates
        .roundRect(x + 3, y + 3, width - 6, height - 6, 12)
        .fill({ color: 0x10203a, alpha: 0.92 })
        .stroke({ width: 4, color: 0xc99a4a, alpha: 1 })
        .roundRect(x + 8, y + 8, width - 16, height - 16, 9)
        .stroke({ width: 2, color: 0xfff0c0, alpha: 0.6 });
      let sprite = this.wilds[index];
      if (!sprite) {
        sprite = new Sprite();
        sprite.anchor.set(0.5);
        this.view.addChild(sprite);
        this.wilds.push(sprite);
      }
      if (cell.texture) sprite.texture = cell.texture;
      const size = Math.min(width, height) * 0.9;
      sprite.width = size;
      sprite.height = size;
      sprite.position.set(x + width / 2, y + height / 2);
      sprite.visible = cell.texture !== null;
      sprite.alpha = 1;
      const key = `${cell.reel}:${cell.row}`;
      now.add(key);
      if (!this.held.has(key)) fresh.push(sprite);
    });
    for (const sprite of this.wilds.slice(cells.length)) sprite.visible = false;
    this.held = now;
    return fresh;
  }

  clear() {
    this.show([]);
  }

  get showing(): boolean {
    return this.held.size > 0;
  }
}
