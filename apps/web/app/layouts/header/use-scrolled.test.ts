import { describe, expect, it } from "vitest";
import { HEADER_SCROLLED_THRESHOLD, isScrolledPast } from "./use-scrolled";

describe("header scrolled threshold", () => {
  it("switches at 50 px", () => {
    expect(HEADER_SCROLLED_THRESHOLD).toBe(50);
    expect(isScrolledPast(49)).toBe(false);
    expect(isScrolledPast(50)).toBe(true);
    expect(isScrolledPast(51)).toBe(true);
  });
});
