import { describe, expect, it } from "vitest";
import { pageWindow } from "./news-pagination";

describe("pageWindow", () => {
  it("shows every page of a short list", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps the ends and two pages either side, with gaps between", () => {
    expect(pageWindow(1, 100)).toEqual([1, 2, 3, "gap", 100]);
    expect(pageWindow(50, 100)).toEqual([1, "gap", 48, 49, 50, 51, 52, "gap", 100]);
    expect(pageWindow(100, 100)).toEqual([1, "gap", 98, 99, 100]);
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 6, "gap", 10]);
  });
});
