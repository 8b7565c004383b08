import { describe, expect, it } from "vitest";
import { fullBleed, viewportOf } from "./full-bleed";

describe("viewportOf", () => {
  it("covers the screen's edges only where a matched route is full bleed", () => {
    expect(viewportOf([{ handle: undefined }, { handle: { bootAtOnce: true } }])).toBe(
      "width=device-width, initial-scale=1",
    );
    expect(viewportOf([{ handle: undefined }, { handle: { ...fullBleed } }])).toBe(
      "width=device-width, initial-scale=1, viewport-fit=cover",
    );
  });
});
