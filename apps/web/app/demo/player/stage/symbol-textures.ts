import { Assets, BlurFilter, Rectangle, type Renderer, Sprite, type Texture } from "pixi.js";
import { type SymbolArt, type SymbolFiles, symbolArt } from "../symbol-art";

const symbolSrc = (slug: string, file: string, density: number) =>
  `/images/games/${slug}/symbols/${file}${density > 1 ? "@2x" : ""}.webp`;

/**
 * A game's symbol art on the GPU: each picture loaded once at the device's pixel ratio, and a vertically
 * blurred copy of it rendered once for the strips at full speed (motion blur without a filter on every
 * frame). The stage prepares both in idle time before the first spin (`preparations`); a copy still
 * missing when a strip needs it is drawn then.
 */
export class SymbolTextures {
  private sharp = new Map<string, Texture>();
  private blurredCopies = new Map<string, Texture>();

  constructor(
    private slug: string,
    private files: SymbolFiles,
    private density: number,
    private renderer: Renderer,
  ) {}

  /** The picture of a symbol key, its badge and what its value means. */
  artOf(key: string): SymbolArt {
    return symbolArt(this.slug, key, this.files);
  }

  /** The art file of a symbol key; null for a key with no picture (an empty position). */
  fileOf(key: string): string | null {
    const art = this.artOf(key);
    return art.kind === "image" ? art.file : null;
  }

  /** The loaded picture of `file`, if it has loaded. */
  get(file: string): Texture | undefined {
    return this.sharp.get(file);
  }

  async load(key: string): Promise<Texture | null> {
    const file = this.fileOf(key);
    if (!file) return null;
    const known = this.sharp.get(file);
    if (known) return known;
    const texture = await Assets.load<Texture>(symbolSrc(this.slug, file, this.density));
    this.sharp.set(file, texture);
    return texture;
  }

  /**
   * The work that would otherwise fall in the first spin's frames, one short step each: upload each
   * loaded picture to the GPU, and draw its blurred copy (the first also compiles the blur's programs,
   * on SwiftShader a 250-500 ms stall of the frame that needed it).
   */
  preparations(): (() => void)[] {
    return [...this.sharp].flatMap(([file, texture]) => [
      () => this.renderer.texture.initSource(texture.source),
      () => void this.blurred(file),
    ]);
  }

  /** A vertically blurred copy of a symbol, drawn once, for the strips at full speed. */
  blurred(file: string): Texture | null {
    const known = this.blurredCopies.get(file);
    if (known) return known;
    const source = this.sharp.get(file);
    if (!source) return null;
    const sprite = new Sprite(source);
    sprite.filters = [new BlurFilter({ strengthX: 0, strengthY: 14, quality: 2 })];
    const texture = this.renderer.generateTexture({
      target: sprite,
      frame: new Rectangle(0, 0, source.width, source.height),
      resolution: 1,
    });
    sprite.destroy();
    this.blurredCopies.set(file, texture);
    return texture;
  }

  destroy() {
    for (const texture of this.blurredCopies.values()) texture.destroy(true);
  }
}
