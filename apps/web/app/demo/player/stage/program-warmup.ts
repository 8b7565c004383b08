import { Graphics, type Renderer, RenderTexture } from "pixi.js";

/**
 * Compiles, before the first spin, the shader program PixiJS draws a large Graphics with (one of more
 * than 200 vertices leaves the batch and is drawn alone: a payline with its round joins, a wheel, a
 * matrix). WebGL compiles a program on its first draw and PixiJS then waits for the link; on
 * SwiftShader that stalled the frame that first drew a payline by 200-400 ms. Drawn once into a
 * throwaway 4x4 texture, so nothing shows.
 */
export function warmUnbatchedGraphics(renderer: Renderer) {
  const target = RenderTexture.create({ width: 4, height: 4 });
  const shape = new Graphics();
  shape.context.batchMode = "no-batch";
  shape.rect(0, 0, 4, 4).fill({ color: 0xffffff });
  renderer.render({ container: shape, target });
  shape.destroy();
  target.destroy(true);
}

/**
 * Waits until the GPU has done everything asked of it so far. WebGL only queues commands: without a
 * wait, the preparation's drawing ran on SwiftShader during the first spin's frame (whose commit copies
 * the canvas back and so waits for the queue), a 0.4-2.4 s stall there. Waiting in the idle period that
 * asked for the work keeps it there.
 */
export function finishGpuWork(renderer: Renderer) {
  if ("gl" in renderer) renderer.gl.finish();
}
