import { describe, expect, it } from "vitest";
import { axisTop, countsChartGeometry } from "./counts-chart-geometry";

const box = { width: 120, height: 60, left: 10, bottom: 10, top: 10, right: 10 };

describe("the subscriber counts chart", () => {
  it("divides the value axis into four round steps that hold the largest count", () => {
    expect([0, 3, 5, 17, 20, 21, 480, 801].map(axisTop)).toEqual([4, 4, 8, 20, 20, 40, 800, 2000]);
  });

  it("places periods evenly across and counts up from the bottom", () => {
    const geometry = countsChartGeometry(
      [
        { start: "2026-05-01", confirmed: 0, pending: 4, unsubscribed: 0 },
        { start: "2026-05-02", confirmed: 2, pending: 2, unsubscribed: 1 },
        { start: "2026-05-03", confirmed: 4, pending: 0, unsubscribed: 2 },
      ],
      box,
    );
    expect(geometry.lines.confirmed).toBe("10,50 60,30 110,10");
    expect(geometry.lines.pending).toBe("10,10 60,30 110,50");
    expect(geometry.ticks.map((tick) => [tick.value, tick.y])).toEqual([
      [0, 50],
      [1, 40],
      [2, 30],
      [3, 20],
      [4, 10],
    ]);
    expect(geometry.dates).toEqual([
      { label: "2026-05-01", x: 10, anchor: "start" },
      { label: "2026-05-02", x: 60, anchor: "middle" },
      { label: "2026-05-03", x: 110, anchor: "end" },
    ]);
  });

  it("puts a single period in the middle", () => {
    const geometry = countsChartGeometry(
      [{ start: "2026-05-01", confirmed: 1, pending: 0, unsubscribed: 0 }],
      box,
    );
    expect(geometry.lines.confirmed).toBe("60,40");
    expect(geometry.dates).toEqual([{ label: "2026-05-01", x: 60, anchor: "middle" }]);
  });
});
