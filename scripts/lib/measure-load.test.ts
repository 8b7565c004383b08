import { describe, expect, it } from "vitest";
import { combineSegments, percentile } from "./measure-load";

describe("load figures", () => {
  it("takes the nearest-rank percentile of sorted values", () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 50)).toBe(51);
    expect(percentile(values, 99)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it("combines interleaved stretches into one throughput and one set of percentiles", () => {
    const result = combineSegments([
      { latencies: [5, 1, 3], failures: 0, seconds: 1 },
      { latencies: Array.from({ length: 97 }, () => 2), failures: 1, seconds: 1.5 },
    ]);
    expect(result.requests).toBe(100);
    expect(result.failures).toBe(1);
    // 99 answers that succeeded over 2.5 s.
    expect(result.rps).toBeCloseTo(39.6);
    expect(result.p50).toBe(2);
    expect(result.p99).toBe(5);
  });

  it("counts nothing when nothing ran", () => {
    expect(combineSegments([]).rps).toBe(0);
  });
});
