import { describe, expect, it } from "vitest";
import { landedSpan, rowRevealed, spreadSpan, spreadTravelMs, stillFadeMs } from "./expansion";

const wild = "falcon-of-ra-wild";
const reelOfWilds = [wild, wild, wild];
const revealed = (span: ReturnType<typeof spreadSpan>) => [0, 1, 2].map((row) => rowRevealed(row, span));

describe("an expanding wild's spread", () => {
  it("starts on the row the Falcon landed on and ends covering the whole reel", () => {
    const from = landedSpan(["ace", "king", wild], reelOfWilds);
    expect(from).toEqual({ top: 2, bottom: 3 });
    expect(revealed(spreadSpan(from, 3, 0))).toEqual([false, false, true]);
    expect(revealed(spreadSpan(from, 3, 1))).toEqual([true, true, true]);
    // It reaches the row next to the Falcon before the far one.
    const reached = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7].map((t) => revealed(spreadSpan(from, 3, t)));
    const near = reached.findIndex(([, middle]) => middle);
    const far = reached.findIndex(([top]) => top);
    expect(near).toBeGreaterThanOrEqual(0);
    expect(far).toBeGreaterThan(near);
  });

  it("spreads from every row a Falcon landed on, first to last", () => {
    expect(landedSpan([wild, "queen", wild], reelOfWilds)).toEqual({ top: 0, bottom: 3 });
    expect(landedSpan(["ten", wild, wild], reelOfWilds)).toEqual({ top: 1, bottom: 3 });
  });

  it("overshoots the reel's far end a little as a wing spreads, and never the end it landed on", () => {
    const span = spreadSpan({ top: 0, bottom: 1 }, 3, 0.7);
    expect(span.top).toBe(0);
    expect(span.bottom).toBeGreaterThan(3);
    expect(spreadSpan({ top: 0, bottom: 1 }, 3, 1)).toEqual({ top: 0, bottom: 3 });
  });

  it("spreads from the middle of a reel stored before steps carried their landed screen", () => {
    const from = landedSpan(undefined, reelOfWilds);
    expect(from).toEqual({ top: 1, bottom: 2 });
    expect(revealed(spreadSpan(from, 3, 0))).toEqual([false, true, false]);
    expect(spreadSpan(from, 3, 0.7).top).toBeLessThan(0);
  });

  it("grows a pillar over half the reels' travel at most 420 ms, and fades a still one in over at most 200 ms", () => {
    expect(spreadTravelMs(900)).toBe(420);
    expect(spreadTravelMs(380)).toBe(190);
    expect(stillFadeMs(450)).toBe(200);
    expect(stillFadeMs(160)).toBe(160);
  });
});
