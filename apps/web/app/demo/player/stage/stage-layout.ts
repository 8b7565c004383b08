/**
 * Where the stage puts its pieces on a canvas of any size, 320 to 2560 CSS pixels wide: the logo on
 * top, the reel window below it as large as fits, square cells. A wide screen (landscape) keeps the
 * reels in the middle with the backdrop around them; a tall one (portrait) gives the reels the full
 * width and moves the logo into the space above. Pure, so it is tested without a renderer.
 */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface StageLayout {
  orientation: "landscape" | "portrait";
  logo: Box;
  /** The reel window (the glass inside the frame). */
  window: Box;
  /** The frame around the window, the rim included. */
  frame: Box;
  /** Width of one reel. */
  reelWidth: number;
  /** Height of one row on each reel (reels with fewer symbols have taller rows: FlexiWays). */
  rowHeights: number[];
}

/** Logo art is 4:1 (stage-logo, 640 x 160). */
const logoAspect = 4;
/** Rim of the nine-slice reel frame, in CSS pixels at the window's scale. */
export const frameRim = 14;
/** The largest cell: past it, a 2560-pixel screen shows the backdrop rather than giant symbols. */
const largestCell = 220;

export function stageLayout(width: number, height: number, heights: readonly number[]): StageLayout {
  const reels = Math.max(1, heights.length);
  const rows = Math.max(1, ...heights);
  const portrait = height > width * 1.05;
  const margin = Math.max(8, Math.min(width, height) * 0.03);
  const logoHeight = Math.min(
    portrait ? height * 0.14 : height * 0.16,
    150,
    (width - margin * 2) / logoAspect,
  );
  const top = margin + logoHeight + margin * 0.5;
  const availableWidth = width - margin * 2 - frameRim * 2;
  const availableHeight = height - top - margin - frameRim * 2;
  const cell = Math.max(16, Math.min(availableWidth / reels, availableHeight / rows, largestCell));
  const windowWidth = cell * reels;
  const windowHeight = cell * rows;
  // The reels sit in the middle of the space under the logo.
  const windowY = top + frameRim + Math.max(0, (availableHeight - windowHeight) / 2) * (portrait ? 0.6 : 1);
  const windowBox = { x: (width - windowWidth) / 2, y: windowY, width: windowWidth, height: windowHeight };
  const logoWidth = Math.min(logoHeight * logoAspect, width - margin * 2);
  // The logo sits just over the frame when there is room, at the top otherwise.
  const logoY = Math.max(margin, windowBox.y - frameRim - margin * 0.5 - logoHeight);
  return {
    orientation: portrait ? "portrait" : "landscape",
    logo: { x: (width - logoWidth) / 2, y: logoY, width: logoWidth, height: logoWidth / logoAspect },
    window: windowBox,
    frame: {
      x: windowBox.x - frameRim,
      y: windowBox.y - frameRim,
      width: windowWidth + frameRim * 2,
      height: windowHeight + frameRim * 2,
    },
    reelWidth: cell,
    rowHeights: heights.map((count) => windowHeight / Math.max(1, count)),
  };
}
