/**
 * The reel window: the strips are drawn into a texture the window's size, which clips them by its
 * bounds, and the texture is shown where the window is. A stencil mask did that clipping before and
 * held the player at 30 frames a second on SwiftShader where the bare PixiJS page drew 60 (decision
 * 0042): the mask is drawn into the stencil buffer and tested by every pixel of the strips, in the
 * canvas's multisampled buffer, on every frame. The texture needs no multisampling either: the strips'
 * edges are all straight and square to the screen.
 */
import { type Container, Matrix, type Renderer, RenderTexture, Sprite } from "pixi.js";
import type { StageLayout } from "./stage-layout";

export class ReelWindow {
  /**
   * Dynamic: a sprite follows a texture's size only when the texture says it changes. Without it, the
   * sprite kept the window's first size when the gamble panel made the stage shorter, and showed the
   * smaller texture stretched over it, past the frame and under the panel.
   */
  private texture = RenderTexture.create({ width: 1, height: 1, dynamic: true });
  /** Shown in the stage where the strips were; its alpha dims or fades the reels. */
  readonly view = new Sprite(this.texture);
  private readonly offset = new Matrix();

  constructor(private readonly density: number) {}

  /** Sizes the texture to the window (at the screen's density) and puts it there. */
  layout(box: StageLayout["window"]) {
    const width = Math.max(1, Math.ceil(box.width));
    const height = Math.max(1, Math.ceil(box.height));
    this.texture.resize(width, height, this.density);
    this.view.position.set(box.x, box.y);
    this.offset.identity().translate(-box.x, -box.y);
  }

  /** Draws `strips` (laid out in the stage's coordinates) into the window. */
  draw(renderer: Renderer, strips: Container) {
    renderer.render({ container: strips, target: this.texture, clear: true, transform: this.offset });
  }

  destroy() {
    this.view.destroy();
    this.texture.destroy(true);
  }
}
