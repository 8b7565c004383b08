import { gameSlugs, wheelFaces } from "@quillspin/game-engine";
import { describe, expect, it } from "vitest";
import { asDemoRound, modelOf, seededResults } from "../../../../test/support/engine-rounds";
import { segmentAtPointer, wheelLanding, wheelRotation, wheelStopOf, wheelTurns } from "./wheel-landing";

describe("the fortune wheel's landing", () => {
  it("brings the middle of each segment under the pointer after whole turns", () => {
    for (const count of [4, 6, 9]) {
      const slice = (Math.PI * 2) / count;
      for (let index = 0; index < count; index++) {
        const landing = wheelLanding(index, count);
        expect(segmentAtPointer(landing, count)).toBe(index);
        // Half a segment either side of the pointer is still the same segment: it lands in the middle.
        expect(segmentAtPointer(landing + slice * 0.49, count)).toBe(index);
        expect(segmentAtPointer(landing - slice * 0.49, count)).toBe(index);
        expect(landing).toBeGreaterThan(Math.PI * 2 * (wheelTurns - 1));
      }
    }
  });

  it("turns fast first and eases onto the landing, never past it", () => {
    const landing = wheelLanding(2, 6);
    expect(wheelRotation(0, landing)).toBe(0);
    expect(wheelRotation(1, landing)).toBe(landing);
    expect(wheelRotation(0.25, landing)).toBeGreaterThan(landing / 2);
    let last = 0;
    for (let step = 1; step <= 20; step++) {
      const rotation = wheelRotation(step / 20, landing);
      expect(rotation).toBeGreaterThanOrEqual(last);
      expect(rotation).toBeLessThanOrEqual(landing);
      last = rotation;
    }
  });

  it("paints every wheel a round stops on, with the event's own segment at the event's index", () => {
    let wheels = 0;
    const painted = gameSlugs.filter((slug) => wheelFaces(slug).length > 0);
    expect(painted).toEqual(["brazilian-mask-fire", "fortune-777-respin", "cash-multipliers-respin"]);
    for (const slug of painted) {
      const faces = wheelFaces(slug);
      for (const result of seededResults(modelOf(slug), 150, 10)) {
        for (const event of asDemoRound(result).events) {
          if (event.type !== "wheel") continue;
          wheels++;
          const stop = wheelStopOf(event, faces);
          expect(stop, `${slug} ${JSON.stringify(event)}`).not.toBeNull();
          expect(stop?.segments[stop.index]).toBe(event.segment);
        }
      }
    }
    expect(wheels).toBeGreaterThan(20);
  });

  it("spins no wheel for other events or a segment the painted wheel does not have there", () => {
    const faces = [{ name: "fortune-wheel", segments: ["x2", "x3", "x5"] }];
    expect(wheelStopOf({ type: "jackpot", tier: "mini" }, faces)).toBeNull();
    expect(wheelStopOf(null, faces)).toBeNull();
    expect(wheelStopOf({ type: "wheel", name: "fortune-wheel", index: 1, segment: "x5" }, faces)).toBeNull();
    expect(wheelStopOf({ type: "wheel", name: "other", index: 1, segment: "x3" }, faces)).toBeNull();
    expect(wheelStopOf({ type: "wheel", name: "fortune-wheel", index: 1, segment: "x3" }, faces)).toEqual({
      name: "fortune-wheel",
      segments: ["x2", "x3", "x5"],
      index: 1,
    });
  });
});
