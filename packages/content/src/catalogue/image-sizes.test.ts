import { describe, expect, it } from "vitest";
import { gameImageKind, gameImageSize, gameImageSizes, retinaPath } from "./image-sizes";

describe("game image sizes", () => {
  it("reads the size from the image's folder", () => {
    expect(gameImageSize("/images/games/double-fortune-panda/symbols/panda-wild.webp")).toEqual({
      width: 160,
      height: 160,
    });
    expect(gameImageSize("/images/games/squid-gold-x2/gallery/base-game.webp")).toEqual({
      width: 640,
      height: 360,
    });
    expect(gameImageSize("/images/games/double-fortune-panda/devices/mobile.webp")).toEqual(
      gameImageSizes.devices,
    );
  });

  it("gives the game list's key art the 16:10 card size", () => {
    expect(gameImageKind("/images/games/quest-of-ra/card.webp")).toBe("card");
    const { width, height } = gameImageSize("/images/games/quest-of-ra/card.webp");
    expect(width / height).toBe(1.6);
  });

  it("keeps gallery images 16:9 and symbols square", () => {
    expect(gameImageSizes.gallery.width / gameImageSizes.gallery.height).toBeCloseTo(16 / 9);
    expect(gameImageSizes.symbols.width).toBe(gameImageSizes.symbols.height);
  });

  it("accepts the @2x file of an image", () => {
    expect(gameImageSize("/images/games/quest-of-ra/rules/paylines@2x.webp")).toEqual(gameImageSizes.rules);
  });

  it("rejects paths outside the game art", () => {
    expect(() => gameImageSize("/images/news/launch.webp")).toThrow(/Not a game image path/);
    expect(() => gameImageSize("/images/games/quest-of-ra/posters/a.webp")).toThrow();
  });

  it("inserts @2x before the extension", () => {
    expect(retinaPath("/a/b.webp")).toBe("/a/b@2x.webp");
    expect(retinaPath("/images/games/quest-of-ra/card.webp")).toBe("/images/games/quest-of-ra/card@2x.webp");
    expect(retinaPath("/a.b/c")).toBe("/a.b/c@2x");
  });
});
