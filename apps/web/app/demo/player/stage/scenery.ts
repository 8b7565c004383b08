/**
 * The stage's still art: the game's backdrop, its logo, the reel frame and the dark glass behind the
 * reels, as DOM layers under the transparent WebGL canvas. None of it changes while the reels spin, so
 * the browser paints it once and only composites it, where the canvas would shade it again on every
 * frame: in SwiftShader (the bench's and the tests' WebGL) the backdrop alone doubled the GPU time of a
 * spinning frame (decision 0042). Laid out from the same `StageLayout` as the reels.
 */
import type { StageArt } from "../player-game";
import { frameRim, type StageLayout } from "./stage-layout";

/** The reel frame art's corners are 32 pixels, holding a 10-pixel rim. */
const frameSlice = 32;
const frameArtRim = 10;

const sized = (path: string, density: number) => (density > 1 ? path.replace(/\.webp$/, "@2x.webp") : path);

function layer(className: string): HTMLDivElement {
  const element = document.createElement("div");
  element.className = className;
  return element;
}

function place(element: HTMLElement, box: { x: number; y: number; width: number; height: number }) {
  element.style.left = `${box.x}px`;
  element.style.top = `${box.y}px`;
  element.style.width = `${box.width}px`;
  element.style.height = `${box.height}px`;
}

export class StageScenery {
  private root = layer("stage-scenery");
  private backdrop = layer("stage-scenery__backdrop");
  private glass = layer("stage-scenery__glass");
  private frame = layer("stage-scenery__frame");
  private logo = document.createElement("img");
  private sources: string[];

  constructor(host: HTMLElement, art: StageArt, density: number) {
    // The backdrop at 1x whatever the screen: 1,280 pixels square is more than a phone's stage at its
    // pixel ratio, and the page behind the player shows the same file, so it is fetched once.
    const backdrop = art.backdrop;
    const [logo, frame] = [art.logo, art.reelFrame].map((path) => sized(path, density));
    this.sources = [backdrop, logo, frame] as string[];
    this.backdrop.style.backgroundImage = `url("${backdrop}")`;
    this.frame.style.borderImageSource = `url("${frame}")`;
    this.frame.style.borderImageSlice = `${frameSlice * density} fill`;
    this.frame.style.borderWidth = `${(frameSlice * frameRim) / frameArtRim}px`;
    this.logo.className = "stage-scenery__logo";
    this.logo.alt = "";
    this.logo.src = logo as string;
    this.root.setAttribute("aria-hidden", "true");
    this.root.append(this.backdrop, this.frame, this.glass, this.logo);
    host.prepend(this.root);
  }

  /** Resolves once every picture has loaded and decoded, so the stage shows whole; rejects if one fails. */
  async loaded(): Promise<void> {
    await Promise.all(
      this.sources.map((source) => {
        const image = new Image();
        image.src = source;
        return image.decode();
      }),
    );
  }

  layout({ logo, frame, window }: StageLayout) {
    place(this.logo, logo);
    place(this.frame, frame);
    place(this.glass, window);
  }

  destroy() {
    this.root.remove();
  }
}
