import { Container, Graphics } from "pixi.js";
import type { ReelSpan } from "./expansion";
import type { Box } from "./stage-layout";

/**
 * Quest of Ra's Falcon spreading over its reel: a lit pillar grows from the rows the Falcon landed on to
 * the reel's ends while the rows it covers turn wild (the stage reveals them with `rowRevealed`). One
 * pillar per reel, drawn once per layout at full height and scaled and moved while it grows, so a frame
 * allocates nothing.
 */
export class ExpandingWilds {
  readonly view = new Container();
  private pillars: Graphics[] = [];
  private rows: number[] = [];
  private box: Box = { x: 0, y: 0, width: 0, height: 0 };

  layout(box: Box, reelWidth: number, rows: readonly number[]) {
    this.rows = [...rows];
    this.box = box;
    while (this.pillars.length < rows.length) {
      const pillar = new Graphics();
      pillar.visible = false;
      this.view.addChild(pillar);
      this.pillars.push(pillar);
    }
    const width = reelWidth - 8;
    const height = box.height - 8;
    this.pillars.forEach((pillar, reel) => {
      pillar
        .clear()
        .roundRect(-width / 2 - 3, -height / 2 - 3, width + 6, height + 6, 16)
        .stroke({ width: 8, color: 0xffb629, alpha: 0.35 })
        .roundRect(-width / 2, -height / 2, width, height, 14)
        .fill({ color: 0xffd86b, alpha: 0.16 })
        .stroke({ width: 3, color: 0xfff0b8, alpha: 0.95 });
      pillar.position.set(box.x + (reel + 0.5) * reelWidth, box.y + box.height / 2);
    });
  }

  /** The pillar of `reel` covering `span` of its rows (`spreadSpan`). */
  grow(reel: number, span: ReelSpan) {
    const pillar = this.pillars[reel];
    if (!pillar) return;
    const rows = Math.max(1, this.rows[reel] ?? 1);
    pillar.visible = true;
    pillar.scale.y = (span.bottom - span.top) / rows;
    pillar.y = this.box.y + (((span.top + span.bottom) / 2) * this.box.height) / rows;
    pillar.alpha = 1;
  }

  /** A pillar fading in at full height: the expansion without motion. */
  fadeIn(reel: number, t: number) {
    const pillar = this.pillars[reel];
    if (!pillar) return;
    pillar.visible = true;
    pillar.scale.y = 1;
    pillar.y = this.box.y + this.box.height / 2;
    pillar.alpha = t;
  }

  /** The reels return to their symbols: every pillar goes. */
  clear() {
    for (const pillar of this.pillars) pillar.visible = false;
  }

  get showing(): boolean {
    return this.pillars.some((pillar) => pillar.visible);
  }
}
